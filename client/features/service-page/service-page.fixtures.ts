import type { Addon, PublicService } from '#shared/explore/service.schema.ts';
import { aProviderListing, aServiceCard } from '../../components/listing/listing.fixtures.ts';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** An add-on as the API sends it; override what a test cares about. */
export function anAddon(overrides: Partial<Addon> = {}): Addon {
  return {
    id: nextId(),
    title: 'Vask av kjøleskap',
    description: 'Innvendig vask av kjøleskap og fryser.',
    unitType: 'custom',
    unitPriceOre: 35_000,
    unitTimeMinutes: 30,
    maxUnits: 2,
    unitsInBasePrice: 0,
    sortIndex: 1,
    ...overrides,
  };
}

/** `GET /api/service/public/{id}` as JSON on the wire. */
export function aPublicService(overrides: Partial<PublicService> = {}): PublicService {
  const card = aServiceCard({ slug: 'flyttevask-3-roms', title: 'Flyttevask av leilighet' });
  return {
    ...card,
    description: 'Grundig flyttevask etter sjekklisten fra utleier.',
    maxBaseParticipants: null,
    included: ['Vask av alle rom', 'Vinduer innvendig'],
    customerChecklist: ['Tilgang til varmt vann', 'Tom leilighet'],
    pictures: [
      { id: nextId(), square: '/media/a-square.jpg', wide: '/media/a-wide.jpg', title: 'Blank kjøkkenbenk', sortIndex: 0 },
      { id: nextId(), square: '/media/b-square.jpg', wide: '/media/b-wide.jpg', title: null, sortIndex: 1 },
    ],
    addons: [anAddon()],
    subCategoryItems: [],
    cancellationPolicy: 'simple',
    provider: aProviderListing({ slug: 'kari-vask' }),
    created: new Date('2026-01-05T10:00:00.000Z'),
    ...overrides,
  };
}
