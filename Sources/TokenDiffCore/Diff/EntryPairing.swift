/// Pairs the entries of one path across two revisions.
enum EntryPairing {
  /// Pairs by set and file, then by the most similar origins, then, where no origins are
  /// alike, by the file each side's token is defined in (`files`, one closure per side: a set
  /// without modes that became a set of several, beside another set that also defines the
  /// path, michelve/sds); one left on each side is a pair. Pure.
  static func pair(
    _ old: [ModalEntry],
    _ new: [ModalEntry],
    files: ((ModalEntry) -> String?, (ModalEntry) -> String?)? = nil
  )
    -> (pairs: [(ModalEntry, ModalEntry)], removed: [ModalEntry], added: [ModalEntry])
  {
    if old.count == 1, new.count == 1 { return ([(old[0], new[0])], [], []) }
    var pairs: [(ModalEntry, ModalEntry)] = []
    var left = old.sorted { $0.origin < $1.origin }
    var right = new.sorted { $0.origin < $1.origin }
    // Same set and file first.
    left.removeAll { entry in
      guard let index = right.firstIndex(where: { $0.set == entry.set && $0.key == entry.key })
      else {
        return false
      }
      pairs.append((entry, right.remove(at: index)))
      return true
    }
    // Then the most similar origins (`apple-hig.json` and `apple-hig.resolver.json`).
    while !left.isEmpty, !right.isEmpty {
      var best: (score: Int, left: Int, right: Int)?
      for (i, a) in left.enumerated() {
        for (j, b) in right.enumerated() {
          let score = similarity(a.origin, b.origin)
          if score > (best?.score ?? 0) { best = (score, i, j) }
        }
      }
      guard let best else { break }
      pairs.append((left.remove(at: best.left), right.remove(at: best.right)))
    }
    if let files, !left.isEmpty, !right.isEmpty {
      left.removeAll { entry in
        guard let file = files.0(entry),
          let index = right.firstIndex(where: { files.1($0) == file })
        else { return false }
        pairs.append((entry, right.remove(at: index)))
        return true
      }
    }
    if left.count == 1, right.count == 1 { return (pairs + [(left[0], right[0])], [], []) }
    return (pairs, left, right)
  }

  /// How many leading characters two file names share, extensions aside. Pure.
  static func similarity(_ a: String, _ b: String) -> Int {
    zip(stem(a), stem(b)).prefix { $0 == $1 }.count
  }

  private static func stem(_ path: String) -> String {
    var text = path.lowercased()
    for suffix in [
      ".resolver.json", ".tokens.json5", ".tokens.jsonc", ".tokens.json", ".tokens", ".json5",
      ".jsonc", ".json",
    ]
    where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
      break
    }
    return text
  }
}
