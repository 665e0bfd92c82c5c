import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLimits } from '#shared/chats/chat.schema.ts';
import { characterCountOf } from '../../../components/ui/character-count.ts';
import { CharacterCounter } from '../../../components/ui/character-counter.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/class-names.ts';

export type MessageComposerProps = {
  /** The other party, for the field's label. */
  recipientName: string;
  onSend: (text: string) => void;
  /** Called on every change of the text, so the other side can be told someone is typing. */
  onTyping?: () => void;
};

/**
 * The text field under a conversation. Enter sends, Shift+Enter starts a new line (and Enter
 * while an input method is composing a character does neither); the counter appears as the
 * text nears the server's limit, and past it sending is refused with a word about why.
 */
export function MessageComposer({ recipientName, onSend, onTyping }: MessageComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-count`;
  const count = characterCountOf(text, chatLimits.textLength);
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed || count.over) return;
    onSend(trimmed);
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
      <div className="flex items-end gap-2">
        <textarea
          id={fieldId}
          value={text}
          rows={2}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${hintId} ${counterId}`}
          aria-invalid={count.over || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses.replace(' h-12 ', ' '), 'max-h-40 min-h-12 flex-1 resize-none py-2.5 leading-relaxed')}
        />
        <button type="submit" disabled={!trimmed || count.over} className={buttonClasses('primary', 'md', 'shrink-0 px-4')}>
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
      {count.over ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('composer.tooLong')}
        </p>
      ) : null}
    </form>
  );
}
