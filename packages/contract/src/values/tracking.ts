/**
 * Where a shopper follows a parcel: the carrier's tracking page for a tracking number
 * (docs/console-orders.md#ship). The shipping notice mail and the storefront's order page both link it.
 */
import { ShippingCarrier } from './enums.ts';

/** The carrier's public tracking page of `trackingNumber`, or "" for an unknown carrier or no number. */
export const trackingUrl = (carrier: number, trackingNumber: string): string => {
  const number = encodeURIComponent(trackingNumber.replace(/[\s-]+/g, ''));
  if (!number) return '';
  if (carrier === ShippingCarrier.YAMATO)
    return `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${number}`;
  if (carrier === ShippingCarrier.SAGAWA)
    return `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${number}`;
  return '';
};
