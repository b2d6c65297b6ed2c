import type { PricingMessages } from './fr.ts';

const pricing: PricingMessages = {
  title: 'Tarifas y promociones',
};

export default pricing;
