import { fill, useWords } from '../words.tsx';

/**
 * The product page's heart: the same HTML for everyone (the page stays cacheable); `heart.ts` asks the customer's
 * wishlists in the browser and presses it when the product is on one. The words it may need are in the page.
 */
export function FavouriteHeart({
  companyId,
  productId,
  name,
  path,
}: {
  companyId: string;
  productId: string;
  name: string;
  /** The product page's path, where the login comes back to. */
  path: string;
}) {
  const words = useWords().account.wishlist;
  return (
    <div className="favourite">
      <button
        type="button"
        className="heart"
        aria-pressed="false"
        data-heart=""
        data-company-id={companyId}
        data-product-id={productId}
        data-list-name={words.defaultName}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5h2C13.9 6.2 15.3 5 17.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="visually-hidden">{fill(words.heart, { name })}</span>
      </button>
      <p
        className="heart-note"
        role="status"
        data-heart-note=""
        data-added={words.added}
        data-removed={words.removed}
        data-failed={words.failed}
      />
      {/* the login opens in the top window, in the booking widget's frame too: the login page refuses frames */}
      <p className="heart-login" data-heart-login="" hidden>
        {words.loginOffer}{' '}
        <a href={`/marketplace/login?${new URLSearchParams({ next: path })}`} target="_top">
          {words.login}
        </a>
      </p>
    </div>
  );
}
