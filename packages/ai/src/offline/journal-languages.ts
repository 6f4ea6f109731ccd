/**
 * The few words that structure a set log, as lifters write them in their own language: sets, reps,
 * rest, seconds and minutes, and the cardio words journal-cardio reads as a session. This is the one
 * table of them. `inEnglish` rewrites each to the English word the parser already reads, once per
 * entry before anything else reads it, so "1세트: 40kg 10회" reads as "set 1: 40kg 10 reps" and
 * "4 Sätze à 10 Wdh." as "4 sets of 10 reps". Lift names are not in the table: a lift named in any
 * script is logged as written (journal-names). An English entry is left exactly as it is.
 */

type Row = [words: string, english: string];

// A counter written right after its number, space or not: Korean, Japanese, Chinese. Each guard keeps
// apart a longer word the counter starts ("3개월" three months, "3번째" the third, "2회차" the second
// session, "1回目" the first time).
const COUNTERS: Row[] = [
  ['세트|セット|组|組', 'sets'],
  ['회(?!차)|번(?!째)|개(?!월)|回(?!目)|次|个|個|レップ|렙', 'reps'],
  ['초|秒', 'sec'],
  ['분|分钟|分鐘|分', 'min'],
  ['кг|公斤|킬로그램|킬로|キロ', 'kg'],
  ['км|公里|킬로미터', 'km'],
  ['раза|раз', 'reps'],
];

// Whole words (a Latin or Cyrillic word never inside a longer one; a Korean, Japanese or Chinese one may
// carry a particle). Not English homographs: "series", "Pause" and "repos" are read only beside a
// number (HOMOGRAPHS below), "course" (of course) and Polish "rower" (a rowing machine) never.
const WORDS: Row[] = [
  ['sätze|saetze|serie|serii|séries|série|подходов|подхода|подходы|подход', 'sets'],
  ['satz|seria', 'set'],
  [
    'wdh\\.?|wiederholungen|wiederh\\.|powtórzeń|powtórzenia|powtórzenie|powt\\.|повторений|повторения|повтор|repeticiones|repetición|repeticion|repetições|repetição|répétitions|répétition|ripetizioni',
    'reps',
  ],
  ['휴식|休憩|休息|przerwa|przerwy|descanso|recupero|отдых', 'rest'],
  ['sek\\.|sekunden|sekundy|sekund|segundos|secondes|сек', 'sec'],
  ['minuten|minuty|minut|minutos|мин', 'min'],
  // Cardio: the English word journal-cardio's table reads as the session.
  ['러닝|달리기|조깅|ランニング|ジョギング|跑步|慢跑|laufen|joggen|bieganie|correr|carrera|бег', 'running'],
  ['걷기|산책|ウォーキング|散步|spazieren|caminata|caminar', 'walking'],
  ['수영|水泳|游泳|schwimmen|pływanie|natación|natação|natation', 'swimming'],
  ['자전거|サイクリング|骑行|radfahren|rowerem|ciclismo|vélo', 'cycling'],
];

const alternation = (rows: Row[]) => rows.map(([words]) => words).join('|');
// Letters of the alphabets that space their words: a word of the table is never inside a longer one.
const LATIN = String.raw`\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}`;

// A bullet or check box before a line's first word.
const LINE_LEAD = String.raw`[ \t>*•-]*(?:\[[ xX]\]\s*)?`;
// "1세트 60kg 10회\n2세트 …": rows numbered from the first set, each row one set.
const NUMBERED_ROWS = new RegExp(String.raw`^${LINE_LEAD}1\s*(?:세트|セット|组|組)`, 'm');

// One pass for the table. An ordinal counter ("第2组", "2セット目", a line's "2세트:", a row of rows
// numbered from "1세트") names which set the numbers after it are for, as "set 2:" does.
const FOREIGN = new RegExp(
  [
    String.raw`第\s*(\d{1,2})\s*(?:组|組|セット|세트)`,
    String.raw`(\d{1,2})\s*(?:セット|组|組|세트)\s*目`,
    String.raw`^(${LINE_LEAD})(\d{1,2})\s*(?:세트|セット|组|組)(\s*[:.)])?`,
    String.raw`(\d)\s*(${alternation(COUNTERS)})(?:씩)?`,
    `(?<![${LATIN}])(${alternation(WORDS)})(?![${LATIN}])`,
  ].join('|'),
  'gimu',
);

// "4组x20个", "6组X15", "3セット×10回": that many sets of that many reps, the counter's own "x" (round 35:
// "27kg 4组x20个 37kg 2组x15个" is four sets at 27 kg and two at 37, each load over the groups after it,
// as "27kg 4 sets of 20 reps 37kg 2 sets of 15 reps" reads).
const GROUPS_OF =
  /(\d{1,2})[ \t]?(?:组|組|セット|세트)[ \t]?[x×X*][ \t]?(\d{1,3})[ \t]?(?:个|個|回|회|次|レップ|렙)?/g;

// Words English uses for something else, read as rest or sets only beside a number: "3 series",
// "90 sec Pause", "Pause: 2 min" (a capital "Pause" after a time; "pause squat" is a lift), "repos 60s".
const HOMOGRAPHS =
  /(\d\s*)[sS]eries\b|(\d\s*(?:s|secs?|mins?|Min)\.?\s*)(?:Pause|repos)\b|\b(?:Pause|repos)(?=\s*:?\s*\d+\s*(?:s|secs?|mins?|Min)\b)/g;

// "die 5x5 Deadlifts bei 80%": a German article before a scheme is "the", and "bei" before a load or a
// share of a max "at", read only beside a number (so "die" in an English sentence stays).
const BESIDE_NUMBER = /\b(?:(d(?:ie|er|as|en|em))|(bei))\s+(?=\d)/gi;

// What the quick test looks for: a Cyrillic, Greek, Japanese, Chinese, Korean or full-width character,
// or the start of a Latin word from the table.
const MAYBE =
  /[\u0370-\u04ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]|s[äa]e?tze|satz|seri[aei]|wdh|wiederh|powt|repeti|répét|ripet|przerw|descanso|recupero|sek(?:\.|und)|minut(?:en|y|os|\b)|pause|repos|laufen|joggen|bieg|correr|carrera|spazier|camin|schwimm|nata|radfahr|rowerem|ciclismo|\b(?:d(?:ie|er|as|en|em)|bei)\s+\d/i;

const ENGLISH = new Map<string, string>();

/** The English word for one from the table (memoised: the rows are tried once per spelling). */
function english(word: string, rows: Row[]): string {
  const key = word.toLowerCase();
  let known = ENGLISH.get(key);
  if (known === undefined) {
    known = rows.find(([words]) => new RegExp(`^(?:${words})$`, 'iu').test(key))?.[1] ?? word;
    ENGLISH.set(key, known);
  }
  return known;
}

/** The entry with its structure words in English ("3 serie po 10 powtórzeń" → "3 sets po 10 reps"). */
export function inEnglish(text: string): string {
  if (!MAYBE.test(text)) return text;
  // "１０回": full-width digits and letters as the plain ones the patterns read.
  const plain = /[\uff01-\uff5e\u3000]/.test(text)
    ? text.replace(/[\uff01-\uff5e\u3000]/g, (c) =>
        c === '\u3000' ? ' ' : String.fromCharCode((c.codePointAt(0) ?? 0) - 0xfee0),
      )
    : text;
  const numbered = NUMBERED_ROWS.test(plain);
  return plain
    .replace(GROUPS_OF, '$1 sets of $2 ')
    .replace(
      FOREIGN,
      (
        whole,
        nth?: string,
        nthAfter?: string,
        lead?: string,
        row?: string,
        colon?: string,
        digit?: string,
        counter?: string,
        word?: string,
      ) => {
        if (nth ?? nthAfter) return ` set ${nth ?? nthAfter} `;
        if (row)
          return colon || numbered ? `${lead ?? ''}set ${row}${colon ?? ''}` : `${lead ?? ''}${row} sets `;
        if (digit && counter) return `${digit} ${english(counter, COUNTERS)} `;
        // A Korean, Japanese or Chinese word may touch the next one ("15초휴식9개"): spaced off.
        if (word)
          return /^[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(word)
            ? english(word, WORDS)
            : ` ${english(word, WORDS)} `;
        return whole;
      },
    )
    .replace(HOMOGRAPHS, (_, count?: string, time?: string) =>
      count ? `${count}sets` : time ? `${time.replace(/\.$/, '')} rest` : 'rest',
    )
    .replace(BESIDE_NUMBER, (_, article?: string) => (article ? 'the ' : 'at '));
}
