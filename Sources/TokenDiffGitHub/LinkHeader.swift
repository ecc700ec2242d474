public import Foundation

/// Reads GitHub's pagination header: `<https://api.github.com/...&page=2>; rel="next", <...>;
/// rel="last"`.
public enum LinkHeader {
  /// The URL of the link whose `rel` is `relation`, `nil` when there is none. Pure.
  public static func url(_ relation: String, in header: String?) -> URL? {
    guard let header else { return nil }
    for link in header.split(separator: ",") {
      let parts = link.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">") else {
        continue
      }
      let relations = parts.dropFirst().compactMap { parameter -> [Substring]? in
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == "rel" else {
          return nil
        }
        return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).split(
          separator: " "
        )
      }.flatMap { $0 }
      if relations.contains(where: { $0 == relation }) {
        return URL(string: String(target.dropFirst().dropLast()))
      }
    }
    return nil
  }
}
