import { defaultSelections, type StoreBookingView, type StorePackOffer } from '@hirebase/shared/store-booking';
import { fill, money, useWords } from '../words.tsx';

export interface PackChoice {
  id: string;
  selections: Record<string, string>;
}

interface PacksProps {
  id: string;
  productName: string;
  packs: StorePackOffer[];
  chosen: PackChoice | null;
  onChange: (choice: PackChoice | null) => void;
  productId: string;
  /** The shop shows prices: each pack's deposit is shown too. */
  showDeposit: boolean;
  currency: string;
  language: string;
}

/** The product alone or one of the packs it belongs to; a pack's choices within a category as selects. */
export function PackOptions(props: PacksProps) {
  const { id, productName, packs, chosen, onChange, productId, showDeposit, currency, language } = props;
  const words = useWords();
  if (packs.length === 0) return null;
  return (
    <fieldset className="options">
      <legend>{words.booking.what}</legend>
      <label className="option">
        <input type="radio" name={`${id}-pack`} checked={!chosen} onChange={() => onChange(null)} />
        <span>
          {words.booking.alone} — {productName}
        </span>
      </label>
      {packs.map((pack) => {
        const selected = chosen?.id === pack.id;
        const set = pack.items.flatMap((item) => (item.product ? [`${item.quantity} × ${item.product.name}`] : []));
        let n = 0;
        return (
          <div key={pack.id} className="option-block">
            <label className="option">
              <input
                type="radio"
                name={`${id}-pack`}
                checked={selected}
                onChange={() => onChange({ id: pack.id, selections: defaultSelections(pack, productId) })}
              />
              <span>{pack.name}</span>
            </label>
            {set.length > 0 && <p className="hint">{fill(words.booking.includes, { items: set.join(', ') })}</p>}
            {showDeposit && pack.depositCents > 0 && (
              <p className="hint">
                {fill(words.booking.deposit, { price: money(pack.depositCents, currency, language) })}
              </p>
            )}
            {selected &&
              pack.items.map((item) => {
                if (!item.choices) return null;
                n += 1;
                const selectId = `${id}-choice-${item.id}`;
                return (
                  <div key={item.id} className="field">
                    <label htmlFor={selectId}>{fill(words.booking.choiceOf, { n, quantity: item.quantity })}</label>
                    <select
                      id={selectId}
                      value={chosen.selections[item.id] ?? ''}
                      onChange={(e) =>
                        onChange({ id: pack.id, selections: { ...chosen.selections, [item.id]: e.target.value } })
                      }
                    >
                      {item.choices.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
          </div>
        );
      })}
    </fieldset>
  );
}

interface ServicesProps {
  booking: StoreBookingView;
  chosen: ReadonlySet<string>;
  onToggle: (serviceId: string) => void;
  /** The customer takes the rental insurance the shop offers as an option (priced in the cart). */
  insured: boolean;
  onInsured: (insured: boolean) => void;
  currency: string;
  language: string;
}

/** Services that can be added (the shop's mandatory ones are shown ticked), then the insurance the shop offers. */
export function ServiceOptions({ booking, chosen, onToggle, insured, onInsured, currency, language }: ServicesProps) {
  const words = useWords();
  return (
    <>
      {booking.services.length > 0 && (
        <fieldset className="options">
          <legend>{words.booking.services}</legend>
          {booking.services.map((service) => (
            <label key={service.id} className="option">
              <input
                type="checkbox"
                checked={service.mandatory || chosen.has(service.id)}
                disabled={service.mandatory}
                onChange={() => onToggle(service.id)}
              />
              <span>
                {service.mandatory ? fill(words.booking.mandatory, { name: service.name }) : service.name} —{' '}
                {fill(words.booking.servicePrice[service.pricingMode], {
                  price: money(service.priceCents, currency, language),
                })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {booking.insurance === 'included' && <p className="insurance">{words.booking.insuranceIncluded}</p>}
      {booking.insurance === 'option' && (
        <label className="option insurance">
          <input type="checkbox" checked={insured} onChange={(event) => onInsured(event.currentTarget.checked)} />
          <span>{words.booking.insuranceOption}</span>
        </label>
      )}
    </>
  );
}
