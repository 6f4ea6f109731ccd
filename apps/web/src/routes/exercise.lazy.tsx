import { createLazyRoute } from '@tanstack/react-router';
import { ExercisePage } from '../features/progress/exercise/exercise-page.tsx';
import { exerciseName } from './exercise.tsx';

export const exerciseLazyRoute = createLazyRoute('/_authed/exercises/$name')({
  component: function Exercise() {
    const { name } = exerciseLazyRoute.useParams();
    return <ExercisePage key={name} name={exerciseName(name)} />;
  },
});
