import type { PublicProvider } from '#shared/explore/provider.schema.ts';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { aProviderListing } from '../../components/listing/listing.fixtures.ts';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `20000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** `GET /api/provider/public/{idOrSlug}` as JSON on the wire; override what a test cares about. */
export function aPublicProvider(overrides: Partial<PublicProvider> = {}): PublicProvider {
  return {
    ...aProviderListing({ slug: 'kari-vask' }),
    description: 'Jeg har vasket hjem i Oslo i ti år.',
    content: {
      experience: 'Ti år som renholder, fem av dem med flyttevask.',
      music: [{ title: 'Vår spilleliste', url: 'https://open.spotify.com/playlist/abc' }],
      videos: [{ title: 'Slik jobber vi', url: 'https://www.youtube.com/watch?v=abc' }],
      socials: { instagram: 'https://instagram.com/karivask', facebook: null, tiktok: null, youtube: null, website: 'https://karivask.no' },
      practicalInfo: 'Vi tar med alt utstyr.',
    },
    pictures: [{ id: nextId(), square: '/media/p1-square.jpg', wide: '/media/p1-wide.jpg', title: 'Før og etter', sortIndex: 0 }],
    workingDays: ['FRIDAY', 'MONDAY', 'TUESDAY'],
    memberSince: new Date('2025-03-14T10:00:00.000Z'),
    ...overrides,
  };
}

export function aRating(overrides: Partial<ProviderRating> = {}): ProviderRating {
  return {
    id: nextId(),
    numStars: 5,
    serviceTitle: 'Flyttevask',
    comment: 'Veldig fornøyd!',
    customerFirstname: 'Ola',
    created: new Date('2026-10-01T12:00:00.000Z'),
    externalId: null,
    reply: null,
    ...overrides,
  };
}
