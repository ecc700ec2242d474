/// Finds the removed and added tokens that are one token under a new name.
///
/// Two rules, in order: the same non-nil ``ResolvedToken/identity`` (Spectrum's `uuid`) on
/// exactly one removed and exactly one added token; then a removed token whose definition says
/// `renamed: "y"` and exactly one added token named `y` that nothing else claims. Anything
/// ambiguous (several candidates on either side) stays removed and added.
enum RenameMatcher {
  /// Pairs of indices into `removed` and `added`; `nil` entries never match. Pure.
  static func match(removed: [ResolvedToken?], added: [ResolvedToken?]) -> [(
    removed: Int, added: Int
  )] {
    var pairs: [(removed: Int, added: Int)] = []
    var removedByIdentity: [String: [Int]] = [:]
    var addedByIdentity: [String: [Int]] = [:]
    for (index, token) in removed.enumerated() {
      if let identity = token?.identity { removedByIdentity[identity, default: []].append(index) }
    }
    for (index, token) in added.enumerated() {
      if let identity = token?.identity { addedByIdentity[identity, default: []].append(index) }
    }
    for (identity, old) in removedByIdentity.sorted(by: { $0.key < $1.key }) {
      guard old.count == 1, let new = addedByIdentity[identity], new.count == 1 else { continue }
      pairs.append((old[0], new[0]))
    }
    let usedRemoved = Set(pairs.map(\.removed))
    let usedAdded = Set(pairs.map(\.added))
    var addedByName: [String: [Int]] = [:]
    for (index, token) in added.enumerated() where !usedAdded.contains(index) {
      if let token { addedByName[token.path.description, default: []].append(index) }
    }
    var claims: [String: [Int]] = [:]
    for (index, token) in removed.enumerated() where !usedRemoved.contains(index) {
      if let name = token?.renamedTo { claims[name, default: []].append(index) }
    }
    for (name, old) in claims.sorted(by: { $0.key < $1.key }) {
      guard old.count == 1, let new = addedByName[name], new.count == 1 else { continue }
      pairs.append((old[0], new[0]))
    }
    return pairs
  }
}
