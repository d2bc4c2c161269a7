import { el, elAttrs, leaf, type Element } from './tree.js';

export interface ProcessingError {
  type: string;
  code: string;
  description: string;
  retry: boolean;
  infoUrl: string;
}

/** The ProcessingErrors document (docs/api-rules.md, Errors); like the original API's, it has no Meta. */
export function processingErrorsDocument(error: ProcessingError): Element {
  return el(
    'ProcessingErrors',
    elAttrs(
      'ProcessingError',
      { RetryIndicator: error.retry },
      leaf('Type', error.type),
      leaf('Code', error.code),
      leaf('Description', error.description),
      leaf('InfoURL', error.infoUrl),
    ),
  );
}
