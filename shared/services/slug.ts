/** Project slugs: SLUG_PATTERN and 1 to MAX_SLUG_LENGTH characters; failing either is 400 INVALID_PROJECT_SLUG. */
export const MAX_SLUG_LENGTH = 63;
const MAX_SLUG = MAX_SLUG_LENGTH;

/** "My Shop API!" → "my-shop-api" (may be empty when the name has no letters or digits). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/g, "");
}

export const isValidSlug = (slug: string) => slug.length >= 1 && slug.length <= MAX_SLUG && /^[a-z0-9-]+$/.test(slug);
