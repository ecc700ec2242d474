/// The version of tokendiff: the one constant that `--version`, the JSON and SARIF reports, the
/// Markdown comment's footer, the release archives and the GitHub Action's download all read.
///
/// A release tag is `v` plus this value (`v0.1.0`); the release workflow refuses a tag that
/// does not match it.
public enum ToolVersion {
  public static let name = "tokendiff"
  public static let current = "0.1.0"
}
