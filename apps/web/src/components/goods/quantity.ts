// One implementation for the stepper and the server's enforcement.
export {
  checkQuantity,
  firstQuantity,
  maxQuantity,
  normalizeQuantity,
  type QuantityCheck,
  type QuantityRules,
} from '@mall/shared/pricing/quantity';
