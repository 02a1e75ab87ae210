const MAX_SLUG = 63;

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
