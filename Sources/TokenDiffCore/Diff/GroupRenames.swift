/// A group renamed between revisions: removed and added tokens whose paths differ in one
/// segment only, that segment renamed the same way for several of them
/// (`nav.button.…` → `header.button.…`: canopy's 716 tokens, many of them sharing one value,
/// which name similarity alone leaves ambiguous).
enum GroupRenames {
  /// How many removed tokens one renamed segment must explain to be a group's rename.
  static let minimumTokens = 2

  /// One segment renamed: where it is in the path, and its old and new names.
  private struct Substitution: Hashable {
    var position: Int
    var old: String
    var new: String
  }

  /// The pairs (removed index, added index) of tokens a group rename explains, from buckets
  /// of removed and added tokens that hold the same thing (see ``StructuralRenames``). A
  /// removed token is paired with the added token its most common renamed segment gives, when
  /// that segment explains at least ``minimumTokens`` removed tokens, no other segment explains
  /// as many of them, and no other removed token takes the same added one. Sorted by the
  /// removed index. Pure; linear in the tokens times their depth.
  static func match(
    _ buckets: [(olds: [(Int, ResolvedToken)], news: [(Int, ResolvedToken)])]
  ) -> [(Int, Int)] {
    var candidates: [(old: Int, new: Int, substitution: Substitution)] = []
    var explained: [Substitution: Set<Int>] = [:]
    for bucket in buckets {
      // Each added token under each of its paths with one segment left out.
      var addedByPattern: [[String]: [(index: Int, segments: [String])]] = [:]
      for (index, token) in bucket.news {
        let segments = token.path.segments
        for position in segments.indices {
          addedByPattern[pattern(segments, leavingOut: position), default: []].append(
            (index, segments)
          )
        }
      }
      for (oldIndex, token) in bucket.olds {
        let segments = token.path.segments
        for position in segments.indices {
          for added in addedByPattern[pattern(segments, leavingOut: position)] ?? []
          where added.segments[position] != segments[position] {
            let substitution = Substitution(
              position: position,
              old: segments[position],
              new: added.segments[position]
            )
            candidates.append((oldIndex, added.index, substitution))
            explained[substitution, default: []].insert(oldIndex)
          }
        }
      }
    }
    // Each removed token's candidates through the segment that explains the most tokens.
    // (Two or more: a tie, which pairs nothing.)
    var best: [Int: (count: Int, news: [Int])] = [:]
    for candidate in candidates {
      let count = explained[candidate.substitution]?.count ?? 0
      guard count >= minimumTokens else { continue }
      let known = best[candidate.old]
      if known == nil || count > known?.count ?? 0 {
        best[candidate.old] = (count, [candidate.new])
      } else if let known, count == known.count, !known.news.contains(candidate.new) {
        best[candidate.old] = (count, known.news + [candidate.new])
      }
    }
    var takers: [Int: Int] = [:]
    for (_, choice) in best where choice.news.count == 1 {
      takers[choice.news[0], default: 0] += 1
    }
    return best.compactMap { old, choice -> (Int, Int)? in
      guard choice.news.count == 1, takers[choice.news[0]] == 1 else { return nil }
      return (old, choice.news[0])
    }.sorted { $0.0 < $1.0 }
  }

  /// `segments` with the one at `position` replaced by a marker no segment holds. Pure.
  private static func pattern(_ segments: [String], leavingOut position: Int) -> [String] {
    var pattern = segments
    pattern[position] = "\u{0}"
    return pattern
  }
}
