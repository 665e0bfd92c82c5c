import { useState } from 'react';

export type DayAndTimeChoice = {
  /** The chosen Oslo day (`YYYY-MM-DD`), or null before one is chosen. */
  day: string | null;
  /** The chosen start as an ISO string, or null before one is chosen. */
  start: string | null;
  /** True once the person tried to go on without a start; cleared by the next choice. */
  missing: boolean;
  chooseDay: (day: string) => void;
  chooseStart: (start: string) => void;
  /** The chosen start, or null after marking it missing so the picker asks for it. */
  requireStart: () => string | null;
  reset: () => void;
};

/** The state of a day-then-start choice: a new day drops the start chosen on the old one. */
export function useDayAndTimeChoice(): DayAndTimeChoice {
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    day,
    start,
    missing,
    chooseDay: (next) => {
      setDay(next);
      if (next !== day) setStart(null);
      setMissing(false);
    },
    chooseStart: (next) => {
      setStart(next);
      setMissing(false);
    },
    requireStart: () => {
      if (!start) setMissing(true);
      return start;
    },
    reset: () => {
      setDay(null);
      setStart(null);
      setMissing(false);
    },
  };
}
