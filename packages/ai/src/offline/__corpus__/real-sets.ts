/**
 * Every labelled set of real lifters' lines in one list, for the bench and for scripts that sweep the
 * whole corpus. The sealed sets of a round join it only once that round has been scored on them.
 */
import { REAL_HOLDOUT } from './real-holdout.ts';
import { REAL_HOLDOUT_2 } from './real-holdout-2.ts';
import { REAL_HOLDOUT_3 } from './real-holdout-3.ts';
import { REAL_HOLDOUT_4 } from './real-holdout-4.ts';
import { REAL_HOLDOUT_5 } from './real-holdout-5.ts';
import { REAL_HOLDOUT_6 } from './real-holdout-6.ts';
import { REAL_HOLDOUT_7 } from './real-holdout-7.ts';
import { REAL_HOLDOUT_8 } from './real-holdout-8.ts';
import { REAL_HOLDOUT_9 } from './real-holdout-9.ts';
import { REAL_HOLDOUT_10 } from './real-holdout-10.ts';
import { REAL_HOLDOUT_11 } from './real-holdout-11.ts';
import { REAL_HOLDOUT_12 } from './real-holdout-12.ts';
import { REAL_HOLDOUT_13 } from './real-holdout-13.ts';
import { REAL_HOLDOUT_14 } from './real-holdout-14.ts';
import { REAL_HOLDOUT_15 } from './real-holdout-15.ts';
import { REAL_HOLDOUT_16 } from './real-holdout-16.ts';
import { REAL_HOLDOUT_17 } from './real-holdout-17.ts';
import { REAL_HOLDOUT_18 } from './real-holdout-18.ts';
import { REAL_HOLDOUT_19 } from './real-holdout-19.ts';
import { REAL_HOLDOUT_20 } from './real-holdout-20.ts';
import { REAL_HOLDOUT_21 } from './real-holdout-21.ts';
import { REAL_HOLDOUT_22 } from './real-holdout-22.ts';
import { REAL_HOLDOUT_23 } from './real-holdout-23.ts';
import { REAL_HOLDOUT_24 } from './real-holdout-24.ts';
import { REAL_HOLDOUT_25 } from './real-holdout-25.ts';
import { REAL_HOLDOUT_26 } from './real-holdout-26.ts';
import { REAL_HOLDOUT_27 } from './real-holdout-27.ts';
import { REAL_HOLDOUT_28 } from './real-holdout-28.ts';
import { REAL_HOLDOUT_29 } from './real-holdout-29.ts';
import { REAL_HOLDOUT_30 } from './real-holdout-30.ts';
import { REAL_HOLDOUT_31 } from './real-holdout-31.ts';
import { REAL_HOLDOUT_33 } from './real-holdout-33.ts';
import { REAL_HOLDOUT_34 } from './real-holdout-34.ts';
import { REAL_HOLDOUT_35 } from './real-holdout-35.ts';
import { REAL_HOLDOUT_36 } from './real-holdout-36.ts';
import { REAL_HOLDOUT_37 } from './real-holdout-37.ts';
import { REAL_HOLDOUT_39 } from './real-holdout-39.ts';
import { REAL_HOLDOUT_40 } from './real-holdout-40.ts';
import { REAL_HOLDOUT_41 } from './real-holdout-41.ts';
import { REAL_HOLDOUT_42 } from './real-holdout-42.ts';
import { REAL_HOLDOUT_43 } from './real-holdout-43.ts';
import { REAL_HOLDOUT_44 } from './real-holdout-44.ts';
import { REAL_HOLDOUT_46 } from './real-holdout-46.ts';
import { REAL_HOLDOUT_47 } from './real-holdout-47.ts';
import { REAL_HOLDOUT_48 } from './real-holdout-48.ts';
import { REAL_HOLDOUT_49 } from './real-holdout-49.ts';
import { REAL_HOLDOUT_50 } from './real-holdout-50.ts';
import { REAL_HOLDOUT_51 } from './real-holdout-51.ts';
import { REAL_HOLDOUT_52 } from './real-holdout-52.ts';
import { REAL_HOLDOUT_53 } from './real-holdout-53.ts';
import { REAL_HOLDOUT_54 } from './real-holdout-54.ts';
import { REAL_HOLDOUT_55 } from './real-holdout-55.ts';
import { REAL_HOLDOUT_56 } from './real-holdout-56.ts';
import { REAL_HOLDOUT_57 } from './real-holdout-57.ts';
import { REAL_HOLDOUT_58 } from './real-holdout-58.ts';
import { REAL_HOLDOUT_59 } from './real-holdout-59.ts';
import { REAL_HOLDOUT_60 } from './real-holdout-60.ts';
import { REAL_HOLDOUT_61 } from './real-holdout-61.ts';
import { REAL_HOLDOUT_62 } from './real-holdout-62.ts';
import type { RealCase } from './real-score.ts';

export const REAL_SETS: Record<string, RealCase[]> = {
  'holdout 1': REAL_HOLDOUT,
  'holdout 2': REAL_HOLDOUT_2,
  'holdout 3': REAL_HOLDOUT_3,
  'holdout 4': REAL_HOLDOUT_4,
  'holdout 5': REAL_HOLDOUT_5,
  'holdout 6': REAL_HOLDOUT_6,
  'holdout 7': REAL_HOLDOUT_7,
  'holdout 8': REAL_HOLDOUT_8,
  'holdout 9': REAL_HOLDOUT_9,
  'holdout 10': REAL_HOLDOUT_10,
  'holdout 11': REAL_HOLDOUT_11,
  'holdout 12': REAL_HOLDOUT_12,
  'holdout 13': REAL_HOLDOUT_13,
  'holdout 14 (sealed in rounds 5-7)': REAL_HOLDOUT_14,
  'holdout 15': REAL_HOLDOUT_15,
  'holdout 16': REAL_HOLDOUT_16,
  'holdout 17 (sealed in rounds 5-7)': REAL_HOLDOUT_17,
  'holdout 18': REAL_HOLDOUT_18,
  'holdout 19': REAL_HOLDOUT_19,
  'holdout 20': REAL_HOLDOUT_20,
  'holdout 21': REAL_HOLDOUT_21,
  'holdout 22 (sealed in rounds 6-7)': REAL_HOLDOUT_22,
  'holdout 23': REAL_HOLDOUT_23,
  'holdout 24': REAL_HOLDOUT_24,
  'holdout 25 (sealed in round 8)': REAL_HOLDOUT_25,
  'holdout 26 (sealed in rounds 8-9)': REAL_HOLDOUT_26,
  'holdout 27 (sealed in rounds 8-10)': REAL_HOLDOUT_27,
  'holdout 28 (sealed in round 11)': REAL_HOLDOUT_28,
  'holdout 29 (sealed in rounds 11-13)': REAL_HOLDOUT_29,
  'holdout 30 (sealed in rounds 11-12)': REAL_HOLDOUT_30,
  'holdout 31 (sealed in rounds 12-13)': REAL_HOLDOUT_31,
  'holdout 33 (sealed before round 14)': REAL_HOLDOUT_33,
  'holdout 34 (sealed in rounds 14-15)': REAL_HOLDOUT_34,
  'holdout 35 (sealed in round 16)': REAL_HOLDOUT_35,
  'holdout 36 (sealed in round 16)': REAL_HOLDOUT_36,
  'holdout 37 (sealed in round 17)': REAL_HOLDOUT_37,
  'holdout 39 (sealed in rounds 18-20)': REAL_HOLDOUT_39,
  'holdout 40 (sealed in rounds 18-20)': REAL_HOLDOUT_40,
  'holdout 41 (blind 10/35 at round 21)': REAL_HOLDOUT_41,
  'holdout 43 (blind 16/38 at round 21)': REAL_HOLDOUT_43,
  'holdout 42 (sealed in rounds 21-22)': REAL_HOLDOUT_42,
  'holdout 44 (sealed in rounds 21-22)': REAL_HOLDOUT_44,
  'holdout 46 (blind 23/40 at round 23)': REAL_HOLDOUT_46,
  'holdout 47 (blind 18/41 at round 23)': REAL_HOLDOUT_47,
  'holdout 48 (blind 20/41 at round 26)': REAL_HOLDOUT_48,
  'holdout 49 (blind 17/38 at round 26)': REAL_HOLDOUT_49,
  'holdout 50 (blind 25/44 at round 26)': REAL_HOLDOUT_50,
  'holdout 51 (blind 30/44 at round 27)': REAL_HOLDOUT_51,
  'holdout 52 (blind 21/44 at round 29)': REAL_HOLDOUT_52,
  'holdout 53 (blind 28/44 at round 30)': REAL_HOLDOUT_53,
  'holdout 54 (blind 24/40 at round 31)': REAL_HOLDOUT_54,
  'holdout 55 (blind 23/40 at round 32)': REAL_HOLDOUT_55,
  'holdout 56 (blind 15/40 at round 32)': REAL_HOLDOUT_56,
  'holdout 57 (blind 29/38 at round 33)': REAL_HOLDOUT_57,
  'holdout 58 (blind 21/40 at round 33)': REAL_HOLDOUT_58,
  'holdout 59 (blind 17/34 at round 34)': REAL_HOLDOUT_59,
  'holdout 60 (blind 21/40 at round 34)': REAL_HOLDOUT_60,
  'holdout 61 (blind 14/40 at round 35)': REAL_HOLDOUT_61,
  'holdout 62 (blind 13/40 at round 35)': REAL_HOLDOUT_62,
};

export const REAL_CASES: RealCase[] = Object.values(REAL_SETS).flat();
