/** The 48 families of unseen-p, in a fixed order (the set's order is drawn from the seed): 24 German, 24 English. */
import { austrianClubCommittee, germanWertgutachten, irishAssessorsValuation, ukClubValuationLetter, usAppraisalReport } from './appraisals';
import { austrianPolizze, germanClassicPolicy, irishCertificateSchedule, swissPolice, ukClassicSchedule, usCollectorDeclarations } from './insurance';
import type { Fam } from './kit';
import { germanDealerOrder, swissOccasionContract, ukAuctionBuyersInvoice, usRetailBuyersOrder, viennaAuctionInvoice } from './purchases';
import { bmwPartsCounterSlip, chainPartsStoreSlip, fuelChainTseReceipt, motorFactorsCounter, nctFeeReceipt, zurichTrafficOfficeReceipt } from './receipts';
import { buffLogbook, illinoisRegistrationCard, kurzzeitFahrzeugschein, oldFahrzeugschein, ukV5c, zb1FieldCodes } from './registrations';
import { grazDealerPrintout, swissGroupQrBill, viennaAgencyTyped, zurichGarageEsr } from './service-at-ch';
import { bmwBranchPrintout, mercedesDealerInvoice, porscheCentreInvoice, vagDealerTyped } from './service-de';
import { corkDealerPunts, dublinDealerTwoRates, fordDealerDotMatrix, jaguarDealerRetail, leylandDistributorForm } from './service-uk-ie';
import { cadillacDealerInvoice, gmDealerRepairOrder, toyotaDealerDms } from './service-us';
import { oldKraftfahrzeugbrief, ohioTitle, texasTitle, zb2Title } from './titles';

export const FAMILIES: Fam[] = [
  // service: 8 German (DE, AT, CH), 8 English (UK, IE, US)
  mercedesDealerInvoice,
  vagDealerTyped,
  bmwBranchPrintout,
  porscheCentreInvoice,
  viennaAgencyTyped,
  grazDealerPrintout,
  zurichGarageEsr,
  swissGroupQrBill,
  leylandDistributorForm,
  jaguarDealerRetail,
  fordDealerDotMatrix,
  dublinDealerTwoRates,
  corkDealerPunts,
  gmDealerRepairOrder,
  toyotaDealerDms,
  cadillacDealerInvoice,
  // receipts: 3 + 3
  bmwPartsCounterSlip,
  zurichTrafficOfficeReceipt,
  fuelChainTseReceipt,
  motorFactorsCounter,
  chainPartsStoreSlip,
  nctFeeReceipt,
  // insurance: 3 + 3
  germanClassicPolicy,
  austrianPolizze,
  swissPolice,
  ukClassicSchedule,
  usCollectorDeclarations,
  irishCertificateSchedule,
  // registration: 3 + 3
  zb1FieldCodes,
  oldFahrzeugschein,
  kurzzeitFahrzeugschein,
  ukV5c,
  buffLogbook,
  illinoisRegistrationCard,
  // title: 2 + 2
  zb2Title,
  oldKraftfahrzeugbrief,
  ohioTitle,
  texasTitle,
  // purchase: 3 + 2
  germanDealerOrder,
  viennaAuctionInvoice,
  swissOccasionContract,
  ukAuctionBuyersInvoice,
  usRetailBuyersOrder,
  // appraisal: 2 + 3
  germanWertgutachten,
  austrianClubCommittee,
  ukClubValuationLetter,
  usAppraisalReport,
  irishAssessorsValuation,
];
