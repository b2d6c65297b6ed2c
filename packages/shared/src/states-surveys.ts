/** Vocabulary of product state models, status models and product surveys, shared by the API and the web app. */

/** How a question of a state check (at departure or return) is answered. */
export const STATE_QUESTION_TYPES = ['OPEN_FIELD', 'UNIQUE_CHOICE', 'MULTIPLE_CHOICE', 'ODOMETER'] as const;
export type StateQuestionType = (typeof STATE_QUESTION_TYPES)[number];

/** How a customer answers a field of a product survey when booking. */
export const SURVEY_FIELD_TYPES = ['TEXT', 'SELECT', 'MULTIPLE_SELECT', 'DOCUMENT'] as const;
export type SurveyFieldType = (typeof SURVEY_FIELD_TYPES)[number];

/** Question and field types whose answers are picked from a list, which therefore must be given. */
export const CHOICE_QUESTION_TYPES: readonly StateQuestionType[] = ['UNIQUE_CHOICE', 'MULTIPLE_CHOICE'];
export const CHOICE_FIELD_TYPES: readonly SurveyFieldType[] = ['SELECT', 'MULTIPLE_SELECT'];

export interface StateQuestion {
  id: string;
  label: string;
  type: StateQuestionType;
  choices?: string[];
  /** Unit shown beside an ODOMETER reading (km, h, %). */
  unit?: string;
  required: boolean;
}

export interface StatusColor {
  id: string;
  name: string;
  /** CSS colour, `#rrggbb`. */
  color: string;
}

export interface SurveyField {
  id: string;
  label: string;
  type: SurveyFieldType;
  options?: string[];
  required: boolean;
}
