import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChosenImage, releaseImage, type ChosenImage } from '../lib/image-file.ts';

/** The picture being cropped before an upload; its address is released when it goes. */
export function useChosenImage() {
  const { t } = useTranslation('agent');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<ChosenImage | null>(null);
  useEffect(() => () => releaseImage(current.current), []);

  const replace = (next: ChosenImage | null) => {
    releaseImage(current.current);
    current.current = next;
    setImage(next);
  };

  return {
    image,
    /** Why the last chosen file could not be opened. */
    problem,
    choose: async (file: File) => {
      try {
        replace(await loadChosenImage(file));
        setProblem(null);
      } catch {
        replace(null);
        setProblem(t('pictures.unreadable'));
      }
    },
    clear: () => replace(null),
  };
}
