import { RiskProfileErrorEnum, type RiskAttempt, type RiskProfileResult, type RiskQuestions } from '@sanchay/contract';
import { messages, riskAnswerChoiceSchema } from '@sanchay/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { Button, Spinner } from '../../ui';
import { useSaveRiskAnswer, useStartRiskAttempt } from './risk-profile-api';

const m = messages.onboarding.riskProfile;

interface Props {
  questions: RiskQuestions;
  /** After a successful Submit. */
  onSubmitted: (result: RiskProfileResult) => void;
  /** The server has another version of the questions: load them again. */
  onVersionChanged: () => void;
}

/**
 * The survey of spec 2 §2: one question at a time with radio answers, Previous and Next (Submit on
 * the last), a progress bar filled up to the current question. Each Next saves its answer, so a
 * reload (or another device) resumes at the first unanswered question with every answer in place.
 */
export function RiskSurvey({ questions, onSubmitted, onVersionChanged }: Props) {
  const start = useStartRiskAttempt();
  const save = useSaveRiskAnswer();
  const [attempt, setAttempt] = useState<RiskAttempt | null>(null);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [saved, setSaved] = useState<Record<number, number>>({});
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const ids = useId();

  const { mutate: startAttempt } = start;
  useEffect(() => {
    startAttempt(questions.riskProfileVersion, {
      onSuccess: (a) => {
        const answers = Object.fromEntries(a.answers.map((x) => [x.questionNo, x.answerOptionId]));
        setAttempt(a);
        setChosen(answers);
        setSaved(answers);
        const resumeAt = a.nextQuestionNo ?? questions.totalQuestionsCount;
        setIndex(Math.max(0, questions.questions.findIndex((q) => q.questionNo === resumeAt)));
      },
      onError: (error) => handleFailure(error),
    });
    // Once per questionnaire version (a remount after a version change starts again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questions.riskProfileVersion]);

  // Focus follows the question, so a keyboard or screen-reader user hears the new one.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  function handleFailure(error: unknown) {
    if (error instanceof ApiError && error.envelope) {
      const { errorEnum, fieldErrors, message } = error.envelope;
      if (errorEnum === RiskProfileErrorEnum.RISK_PROFILE_VERSION_CHANGED) {
        setFailure(message);
        onVersionChanged();
        return;
      }
      const missing = Object.keys(fieldErrors ?? {}).find((k) => k.startsWith('questionNo.'));
      if (missing) {
        const target = questions.questions.findIndex((q) => `questionNo.${q.questionNo}` === missing);
        if (target >= 0) goTo(target);
        setFieldError(m.mandatory);
        return;
      }
      if (fieldErrors?.answerOptionId) {
        setFieldError(fieldErrors.answerOptionId);
        return;
      }
    }
    setFailure(m.failed);
  }

  function goTo(next: number) {
    moved.current = true;
    setFieldError(null);
    setIndex(next);
  }

  if (!attempt) {
    return failure ? (
      <p role="alert" className="risk-survey__failure">
        {failure}
      </p>
    ) : (
      <Spinner label="Loading your answers" />
    );
  }

  const question = questions.questions[index]!;
  const total = questions.totalQuestionsCount;
  const isLast = index === total - 1;
  const choice = chosen[question.questionNo];
  const errorId = `${ids}-error`;
  const headingId = `${ids}-question`;

  function advance() {
    setFailure(null);
    const parsed = riskAnswerChoiceSchema.safeParse(choice);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? m.mandatory);
      return;
    }
    const answerOptionId = parsed.data;
    if (!isLast && saved[question.questionNo] === answerOptionId) {
      goTo(index + 1);
      return;
    }
    save.mutate(
      {
        questionNo: question.questionNo,
        answerOptionId,
        riskProfileVersion: questions.riskProfileVersion,
        totalQuestionsCount: total,
        userAttemptId: attempt!.userAttemptId,
        isCalculateRiskScore: isLast,
      },
      {
        onSuccess: (result) => {
          setSaved((s) => ({ ...s, [question.questionNo]: answerOptionId }));
          if (result.riskProfileResult) onSubmitted(result.riskProfileResult);
          else goTo(index + 1);
        },
        onError: (error) => handleFailure(error),
      },
    );
  }

  return (
    <form
      className="risk-survey"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      <div
        className="risk-progress"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`Question ${index + 1} of ${total}`}
        aria-label="Questionnaire progress"
      >
        {questions.questions.map((q, i) => (
          <span key={q.questionNo} className={i <= index ? 'risk-progress__bar is-filled' : 'risk-progress__bar'} />
        ))}
      </div>
      <p className="risk-survey__count">
        Question {index + 1} of {total}
      </p>
      <fieldset className="risk-survey__question" aria-labelledby={headingId} aria-describedby={fieldError ? errorId : undefined}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="risk-survey__description">
          {question.description}
        </h2>
        <div className="risk-survey__options">
          {question.answerOptions.map((option) => (
            <label key={option.answerOptionId} className="risk-option">
              <input
                type="radio"
                name={`question-${question.questionNo}`}
                value={option.answerOptionId}
                checked={choice === option.answerOptionId}
                aria-invalid={fieldError ? true : undefined}
                onChange={() => {
                  setChosen((c) => ({ ...c, [question.questionNo]: option.answerOptionId }));
                  setFieldError(null);
                }}
              />
              <span>{option.answerDescription}</span>
            </label>
          ))}
        </div>
        {fieldError ? (
          <p id={errorId} className="risk-survey__error" role="alert">
            {fieldError}
          </p>
        ) : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="risk-survey__failure">
          {failure}
        </p>
      ) : null}
      <div className="risk-survey__actions">
        <Button variant="secondary" disabled={index === 0 || save.isPending} onClick={() => goTo(index - 1)}>
          Previous
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {isLast ? 'Submit' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
