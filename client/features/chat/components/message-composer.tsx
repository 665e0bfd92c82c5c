import { type ChangeEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLimits } from '#shared/chats/chat.schema.ts';
import { characterCountOf } from '../../../components/ui/character-count.ts';
import { CharacterCounter } from '../../../components/ui/character-counter.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';

export type MessageComposerProps = {
  /** The other party, for the field's label. */
  recipientName: string;
  onSend: (text: string) => void;
  /** Sends a picture with the text as its caption (may be empty). */
  onSendPicture: (file: File, text: string) => void;
  /** Called on every change of the text, so the other side can be told someone is typing. */
  onTyping?: () => void;
};

/**
 * The text field under a conversation. Enter sends, Shift+Enter starts a new line (and Enter
 * while an input method is composing a character does neither); the counter appears as the
 * text nears the server's limit, and past it sending is refused with a word about why.
 * "Bilde" picks a picture, shown above the field until it is sent or removed; the text then
 * goes with it as its caption. A file that is plainly no picture is refused here at once; the
 * server checks every picture again (content, size, pixels).
 */
export function MessageComposer({ recipientName, onSend, onSendPicture, onTyping }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const { t: errorText } = useTranslation('errors');
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<{ file: File; previewUrl: string } | null>(null);
  const [pictureRefused, setPictureRefused] = useState(false);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-count`;
  const pictureId = `${fieldId}-picture`;
  const count = characterCountOf(text, chatLimits.textLength);
  const trimmed = text.trim();

  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.previewUrl);
  }, [picture]);

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again is noticed.
    event.target.value = '';
    if (!file) return;
    const looksLikePicture = file.type.startsWith('image/') && file.type !== 'image/svg+xml';
    setPictureRefused(!looksLikePicture);
    setPicture(looksLikePicture ? { file, previewUrl: URL.createObjectURL(file) } : null);
  };

  const submit = () => {
    if (count.over) return;
    if (picture) {
      // The composer's copy of the preview is released with it; the conversation makes its own.
      onSendPicture(picture.file, trimmed);
      setPicture(null);
    } else if (trimmed) {
      onSend(trimmed);
    } else {
      return;
    }
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1 border-t border-border bg-surface p-3 sm:p-4" data-testid="chat-composer">
      <label htmlFor={fieldId} className="sr-only">
        {t('composer.label', { name: recipientName })}
      </label>
      {picture ? (
        <div className="flex items-center gap-3 pb-1" data-testid="chat-picture-chosen">
          <img src={picture.previewUrl} alt={t('composer.pictureChosen')} className="size-16 shrink-0 rounded-lg border border-border object-cover" />
          <p className="min-w-0 flex-1 truncate text-sm text-ink-muted">{picture.file.name}</p>
          <Button type="button" variant="ghost" size="sm" onClick={() => setPicture(null)}>
            <X aria-hidden="true" className="size-4" />
            {t('composer.removePicture')}
          </Button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <label
          htmlFor={pictureId}
          className={cn(
            buttonClasses('secondary', 'md', 'shrink-0 cursor-pointer px-3 sm:px-4'),
            'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary-500',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('composer.picture')}</span>
          <input id={pictureId} type="file" accept="image/*" className="sr-only" onChange={choosePicture} data-testid="chat-picture-input" />
        </label>
        <textarea
          id={fieldId}
          value={text}
          rows={2}
          placeholder={picture ? t('composer.captionPlaceholder') : t('composer.placeholder')}
          aria-describedby={`${hintId} ${counterId}`}
          aria-invalid={count.over || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses.replace(' h-12 ', ' '), 'max-h-40 min-h-12 flex-1 resize-none py-2.5 leading-relaxed')}
        />
        <button type="submit" disabled={(!trimmed && !picture) || count.over} className={buttonClasses('primary', 'md', 'shrink-0 px-4')}>
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{t('composer.send')}</span>
        </button>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p id={hintId} className="text-xs text-ink-muted max-sm:sr-only">
          {t('composer.hint')}
        </p>
        <CharacterCounter id={counterId} value={text} max={chatLimits.textLength} />
      </div>
      {pictureRefused ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {errorText('error.upload.not_image')}
        </p>
      ) : null}
      {count.over ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('composer.tooLong')}
        </p>
      ) : null}
    </form>
  );
}
