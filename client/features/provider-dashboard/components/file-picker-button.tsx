import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';

/**
 * A button that opens the file picker. The input itself stays out of the tab order, so the
 * button is the one control people reach and hear.
 */
export function FilePickerButton({
  children,
  onFile,
  variant = 'secondary',
  disabled,
  accept = 'image/jpeg,image/png,image/webp',
}: {
  children: ReactNode;
  onFile: (file: File) => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  accept?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again is noticed.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant={variant} size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
