import type { StoreProductCard, StoreShopView } from '@hirebase/shared/store-pages';
import { storePaths } from '@hirebase/shared/store-pages';
import { fill, money, useWords } from '../words.tsx';

export function ProductCard({ shop, product }: { shop: StoreShopView; product: StoreProductCard }) {
  const words = useWords();
  return (
    <li className="card">
      <a href={storePaths.product(shop.slug, product.id)}>
        {product.photo ? (
          <img src={product.photo.thumbnailUrl} alt="" width={200} height={200} loading="lazy" decoding="async" />
        ) : (
          <span className="no-photo" aria-hidden="true">
            {product.name.slice(0, 1)}
          </span>
        )}
        <span className="card-name">{product.name}</span>
        {product.dayPriceCents !== null && (
          <span className="card-price">
            {fill(words.perDay, { price: money(product.dayPriceCents, shop.currency, shop.language) })}
          </span>
        )}
        {product.dayPriceCents === null && product.fromPrice && (
          <span className="card-price">
            {fill(words.cardFrom[product.fromPrice.per], {
              price: money(product.fromPrice.cents, shop.currency, shop.language),
              days: product.fromPrice.days ?? 1,
            })}
          </span>
        )}
      </a>
    </li>
  );
}

export function ProductGrid({ shop, products }: { shop: StoreShopView; products: StoreProductCard[] }) {
  const words = useWords();
  if (products.length === 0) return <p>{words.noProducts}</p>;
  return (
    <ul className="grid">
      {products.map((p) => (
        <ProductCard key={p.id} shop={shop} product={p} />
      ))}
    </ul>
  );
}
