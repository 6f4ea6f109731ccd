import type { BodyGroup } from '@coach/ai/schemas';
import type { KeyboardEvent } from 'react';
import type { BandStatus } from './band.ts';
import classes from './body-figure.module.css';
import { BACK, FRONT } from './figure-data.ts';
import { muscleKeyOf } from './regions.ts';

export interface RegionView {
  group: BodyGroup;
  status: BandStatus;
  /** the full spoken label, numbers included */
  label: string;
  selected: boolean;
}

interface Props {
  view: 'front' | 'back';
  /** the state of one API muscle (by key); undefined draws it as outline */
  region: (muscleKey: string) => RegionView | undefined;
  onActivate: (group: BodyGroup) => void;
}

/**
 * One side of the figure. Each trainable region is a button (focusable, Enter/Space) that names its
 * muscle, its group and this week's numbers; the head, neck and knees are outline only.
 */
export function BodyFigure({ view, region, onActivate }: Props) {
  const shapes = view === 'front' ? FRONT : BACK;
  const title = view === 'front' ? 'Front of the body' : 'Back of the body';
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the side for screen readers
    <svg className={classes.figure} viewBox="-2 -2 104 204" role="group" aria-label={title}>
      {shapes.map(({ part, shapes: polygons }) => {
        const key = muscleKeyOf(part);
        const state = key ? region(key) : undefined;
        if (!state) {
          return (
            <g key={part} className={classes.silhouette} aria-hidden>
              {polygons.map((points) => (
                <polygon key={points} points={points} />
              ))}
            </g>
          );
        }
        const activate = () => onActivate(state.group);
        const onKeyDown = (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            activate();
          }
        };
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be a <button>; role, tabIndex and keys make it one
          <g
            key={part}
            className={classes.region}
            role="button"
            tabIndex={0}
            aria-label={state.label}
            data-part={part}
            data-group={state.group}
            data-status={state.status}
            data-selected={state.selected}
            onClick={activate}
            onKeyDown={onKeyDown}
          >
            {polygons.map((points) => (
              <polygon key={points} points={points} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
