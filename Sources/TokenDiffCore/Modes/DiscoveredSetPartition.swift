/// Splits the tokens no resolver document claims by the discovered set of their file.
enum DiscoveredSetPartition {
  /// One group per discovered set that has tokens, in set order, then one group (with no set)
  /// for tokens of files in no set (sources read by another reader). Without sets, one group.
  /// Pure.
  static func split(_ tokens: [Token], by sets: [DiscoveredSet]) -> [(
    set: DiscoveredSet?, tokens: [Token]
  )] {
    guard !sets.isEmpty else { return [(nil, tokens)] }
    var setOfFile: [String: Int] = [:]
    for (index, set) in sets.enumerated() {
      for file in set.files where setOfFile[file] == nil { setOfFile[file] = index }
    }
    var groups = Array(repeating: [Token](), count: sets.count + 1)
    for token in tokens { groups[setOfFile[token.location.file] ?? sets.count].append(token) }
    let kept = groups.enumerated().filter { !$0.element.isEmpty }.map { index, tokens in
      (set: index < sets.count ? sets[index] : nil, tokens: tokens)
    }
    return kept.isEmpty ? [(nil, [])] : kept
  }
}
