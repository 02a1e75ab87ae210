// A remote command's failure, already worded for the terminal, with its exit code.

/** 2: the command could not do its job (API, network, input, not logged in). */
export const EXIT_FAILED = 2;
/** 3: it did, and the answer is bad news (--fail-on reached, a source test failed). */
export const EXIT_BAD_NEWS = 3;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_FAILED,
  ) {
    super(message);
  }
}
