/// The short comment that replaces the report when a pull request stops changing tokens.
enum NoChangesNote {
  /// Pure.
  static func render(marker: String) -> String {
    """
    \(marker)
    ### tokendiff: no token changes

    This pull request no longer changes any design token, and it adds no finding.

    """
  }
}
