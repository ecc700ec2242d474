/// One finding per root cause: a token broken only because what it aliases is broken is not
/// another error. Its finding is folded into the root's, which lists it in ``Finding/dependents``.
enum RootFolding {
  /// Folds every dependent finding whose root has a finding of its own; a dependent whose root
  /// has none (the root is fine in the modes the dependent is reported in) is kept. Pure.
  static func fold(_ findings: [Finding]) -> [Finding] {
    var rootIndex: [TokenPath: Int] = [:]
    for (index, finding) in findings.enumerated()
    where finding.root == nil && finding.token != nil {
      if let token = finding.token, rootIndex[token] == nil { rootIndex[token] = index }
    }
    var dependents: [Int: Set<TokenPath>] = [:]
    var folded = Set<Int>()
    for (index, finding) in findings.enumerated() {
      // An alias written with Style Dictionary's `.value` suffix names the token without it.
      guard let root = finding.root, let token = finding.token,
        let target = rootIndex[root] ?? rootIndex[Self.withoutValueSuffix(root)]
      else { continue }
      dependents[target, default: []].insert(token)
      folded.insert(index)
    }
    var result: [Finding] = []
    result.reserveCapacity(findings.count - folded.count)
    for (index, finding) in findings.enumerated() where !folded.contains(index) {
      var finding = finding
      if let paths = dependents[index] {
        finding.dependents = Set(finding.dependents).union(paths).sorted()
      }
      result.append(finding)
    }
    return result
  }

  /// `a.b.value` → `a.b`, and `a.b.darkValue` → `a.b` (a mode's value beside `value`, see
  /// ``StyleDictionaryValues``): such a reference names the token, read in the mode being
  /// resolved, which is what it means where builds write it, inside that mode's own value
  /// (`"noirValue": "{colors.brand.noirValue}"`); one written in another mode's value reads
  /// that mode's. Any other path as it is. Pure.
  static func withoutValueSuffix(_ path: TokenPath) -> TokenPath {
    guard let last = path.segments.last,
      last == "value" || last == "$value" || StyleDictionaryValues.modeName(ofValueKey: last) != nil
    else { return path }
    return TokenPath(Array(path.segments.dropLast()))
  }
}
