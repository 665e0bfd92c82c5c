// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnService } from '#shared/providers/offering.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { ServicePictures } from './service-pictures.tsx';

const serviceId = '00000000-0000-4000-8000-0000000000f1';
const pictureId = '00000000-0000-4000-8000-0000000000f2';

const service = {
  id: serviceId,
  pictures: [{ id: pictureId, square: '/media/s/sq.jpg', wide: '/media/s/wide.jpg', title: 'Kjøkkenet', sortIndex: 0 }],
} as unknown as OwnService;

describe('ServicePictures alt text', () => {
  it('counts against the shared limit and sends nothing past it', async () => {
    const api = fakeApi({ [`/api/service/picture/${pictureId}`]: { body: null, status: 204 } });
    renderWithProviders(<ServicePictures service={service} />);
    const field = screen.getByRole('textbox', { name: 'Beskrivelse av bilde 1' });
    expect(field.getAttribute('maxlength')).toBeNull();
    expect(screen.getByText(`9 / ${fieldTextLimits.pictureText}`)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'a'.repeat(fieldTextLimits.pictureText + 1) } });
    fireEvent.blur(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`Maksimalt ${fieldTextLimits.pictureText} tegn`)).toBeTruthy();
    expect(api.calls).toEqual([]);

    fireEvent.change(field, { target: { value: 'Kjøkkenet etter vask' } });
    fireEvent.blur(field);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'PUT', path: `/api/service/picture/${pictureId}`, body: { altText: 'Kjøkkenet etter vask' } });
  });
});
