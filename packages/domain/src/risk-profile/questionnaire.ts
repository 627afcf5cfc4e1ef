// The risk questionnaire (spec 2 §3 "Risk question and answer"; the spec leaves the questions to us).
// Scoring, class boundaries and the reasons for them: README.md in this folder, docs/decisions/0015.

/** Spec 2 §3 "Answer option": answerOptionId is unique across the whole questionnaire. */
export interface RiskAnswerOption {
  answerOptionId: number;
  answerDescription: string;
  questionNo: number;
  /** 0 (least risk-taking) to 4 (most); never sent to the browser. */
  score: number;
}

/** Spec 2 §3 "Question", with its options. */
export interface RiskQuestion {
  questionNo: number;
  description: string;
  riskProfileVersion: number;
  answerOptions: readonly RiskAnswerOption[];
}

/**
 * A horizon answer that limits the class whatever the other answers say: money needed within a
 * year (or three) should not sit in equity, however bold its owner.
 */
export interface RiskClassCap {
  answerOptionId: number;
  maxClassId: number;
}

export interface RiskQuestionnaire {
  riskProfileVersion: number;
  questions: readonly RiskQuestion[];
  /** The lowest total score of classes 1 to 6, in order (the first is always 0). */
  classMinScores: readonly [0, number, number, number, number, number];
  caps: readonly RiskClassCap[];
}

type OptionSpec = readonly [description: string, score: number];

/** Option ids are questionNo × 10 + position (11, 12, … 95): readable in logs and tables. */
function question(version: number, questionNo: number, description: string, options: readonly OptionSpec[]): RiskQuestion {
  return {
    questionNo,
    description,
    riskProfileVersion: version,
    answerOptions: options.map(([answerDescription, score], i) => ({
      answerOptionId: questionNo * 10 + i + 1,
      answerDescription,
      questionNo,
      score,
    })),
  };
}

const V1 = 1;

/** Version 1: nine questions, each option scored 0–4, so a total of 0–36. */
export const RISK_QUESTIONNAIRE_V1: RiskQuestionnaire = {
  riskProfileVersion: V1,
  questions: [
    question(V1, 1, 'What is your age?', [
      ['Above 60 years', 0],
      ['46 to 60 years', 1],
      ['36 to 45 years', 2],
      ['26 to 35 years', 3],
      ['18 to 25 years', 4],
    ]),
    question(V1, 2, 'How long do you plan to stay invested before you need most of this money?', [
      ['Less than 1 year', 0],
      ['1 to 3 years', 1],
      ['3 to 5 years', 2],
      ['5 to 7 years', 3],
      ['More than 7 years', 4],
    ]),
    question(V1, 3, 'How stable is your income for the next few years?', [
      ['I have no regular income and live on my savings', 0],
      ['It is uncertain and changes a lot from month to month', 1],
      ['It is fairly stable', 2],
      ['It is stable and likely to grow', 3],
      ['It is very secure and comes from more than one source', 4],
    ]),
    question(V1, 4, 'If your income stopped today, for how many months could your savings (without these investments) pay your expenses?', [
      ['Less than 1 month', 0],
      ['1 to 3 months', 1],
      ['3 to 6 months', 2],
      ['6 to 12 months', 3],
      ['More than 12 months', 4],
    ]),
    question(V1, 5, 'How much of your monthly income goes to loan EMIs?', [
      ['More than half', 0],
      ['35% to 50%', 1],
      ['20% to 35%', 2],
      ['Less than 20%', 3],
      ['I have no loans', 4],
    ]),
    question(V1, 6, 'Which of these investments have you held before?', [
      ['Only savings accounts and fixed deposits', 0],
      ['Debt funds, PPF or bonds', 1],
      ['Hybrid funds or a little equity', 2],
      ['Equity funds or shares, for more than 3 years', 3],
      ['Shares, derivatives or international funds, which I follow closely', 4],
    ]),
    question(V1, 7, 'Your investments fall 20% in a few months. What do you do?', [
      ['Sell everything to stop further losses', 0],
      ['Sell a part and keep the rest', 1],
      ['Hold and wait for a recovery', 3],
      ['Invest more while prices are low', 4],
    ]),
    question(V1, 8, 'What is the main goal of this money?', [
      ['Keep it safe, with returns a little above a savings account', 0],
      ['A regular income', 1],
      ['Steady growth with some safety', 2],
      ['Long-term wealth creation', 3],
      ['The highest growth possible, accepting large ups and downs', 4],
    ]),
    question(V1, 9, 'What share of your total savings will you invest here?', [
      ['More than 75%', 0],
      ['50% to 75%', 1],
      ['25% to 50%', 2],
      ['10% to 25%', 3],
      ['Less than 10%', 4],
    ]),
  ],
  // 0–8 Conservative, 9–14 Moderately Conservative, 15–20 Moderate, 21–26 Moderately High,
  // 27–31 High, 32–36 Very High.
  classMinScores: [0, 9, 15, 21, 27, 32],
  caps: [
    // Question 2: less than 1 year → at most Moderately Conservative; 1 to 3 years → at most Moderate.
    { answerOptionId: 21, maxClassId: 2 },
    { answerOptionId: 22, maxClassId: 3 },
  ],
};

/** Every version ever asked, so an old attempt's answers can still be read; only the current one is asked. */
export const RISK_QUESTIONNAIRES: Readonly<Record<number, RiskQuestionnaire>> = { [V1]: RISK_QUESTIONNAIRE_V1 };

/** The version new attempts use. Changing a question or a score means a new version (README.md). */
export const CURRENT_RISK_PROFILE_VERSION = V1;

export const currentRiskQuestionnaire = (): RiskQuestionnaire => RISK_QUESTIONNAIRES[CURRENT_RISK_PROFILE_VERSION]!;

export function riskQuestionnaireOf(version: number): RiskQuestionnaire | undefined {
  return RISK_QUESTIONNAIRES[version];
}

/** The option of a question, or undefined when the id is not one of that question's options. */
export function findRiskAnswerOption(
  questionnaire: RiskQuestionnaire,
  questionNo: number,
  answerOptionId: number,
): RiskAnswerOption | undefined {
  return questionnaire.questions
    .find((q) => q.questionNo === questionNo)
    ?.answerOptions.find((o) => o.answerOptionId === answerOptionId);
}
