/** Pricing screens, French (the reference: other languages have exactly these keys). */
const pricing = {
  title: 'Tarifs et promotions',
};

export type PricingMessages = typeof pricing;
export default pricing;
