public import TokenDiffCore

extension Report {
  /// Each change as `token mode`, `every mode` for one that holds in all of them, in report
  /// order: where a diff placed its changes. Pure.
  public var changesByMode: [String] {
    changes.map { "\($0.token) \($0.mode ?? "every mode")" }
  }

  /// Each change's token, kind and mode, for the message of an expectation that failed. Pure.
  public var changeSummary: String {
    "\(changes.map { ($0.token, $0.kind, $0.mode) })"
  }
}
