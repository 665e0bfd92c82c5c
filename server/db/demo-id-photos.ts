import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import { idPhotoFolder } from '#server/modules/providers/registration-id-photo.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A made-up identity card, marked as a demo in large letters, so the admin console's review shows
 * what an ID photo looks like without any real document in the repository.
 */
function demoIdCard(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
  <rect width="856" height="540" rx="32" fill="#e8eef5"/>
  <rect y="0" width="856" height="96" rx="32" fill="#1f4e79"/>
  <rect y="64" width="856" height="32" fill="#1f4e79"/>
  <text x="40" y="62" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">DEMO · LEGITIMASJON</text>
  <rect x="40" y="136" width="220" height="280" rx="12" fill="#b8c7d9"/>
  <circle cx="150" cy="230" r="58" fill="#8aa0b8"/>
  <path d="M62 410c10-70 50-110 88-110s78 40 88 110z" fill="#8aa0b8"/>
  <text x="300" y="190" font-family="sans-serif" font-size="22" fill="#4a5a6a">Navn</text>
  <text x="300" y="228" font-family="sans-serif" font-size="34" font-weight="700" fill="#1b2733">${escapeXml(name)}</text>
  <text x="300" y="290" font-family="sans-serif" font-size="22" fill="#4a5a6a">Dokument</text>
  <text x="300" y="326" font-family="sans-serif" font-size="30" fill="#1b2733">Ikke et ekte dokument</text>
  <text x="428" y="480" font-family="sans-serif" font-size="80" font-weight="700" fill="#c0392b" fill-opacity="0.35" text-anchor="middle" transform="rotate(-12 428 480)">EKSEMPEL</text>
</svg>`;
}

/**
 * Gives every demo registration from a person under review an ID photo in the private storage, as
 * a real one would have. Keys are fixed per provider, so a repeated seed writes the same files.
 */
export async function writeDemoIdPhotos(em: EntityManager, storage: MediaStorage): Promise<void> {
  const registrations = [...em.getUnitOfWork().getPersistStack()].filter((entity): entity is ProviderLegalInfoEntity => entity instanceof ProviderLegalInfoEntity && entity.orgType === 'individual');
  for (const legal of registrations) {
    const key = `${idPhotoFolder}/demo-${legal.provider.slug}.webp`;
    const bytes = await sharp(Buffer.from(demoIdCard(`${legal.firstName ?? ''} ${legal.lastName ?? ''}`.trim()))).webp({ quality: 80 }).toBuffer();
    await storage.put(key, bytes, 'image/webp');
    legal.idPhotoKey = key;
  }
}
