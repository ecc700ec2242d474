/// The last step of a report: each change and finding that holds in several modes becomes one
/// entry per box of the smallest description of those modes (see ``ModeSpace``), so a palette
/// change under four theme groups is one row, `Color scheme=Dark`, not one per combination of
/// the groups it does not depend on. Pure.
enum ModeDescriptions {
  static func apply(to report: inout Report) {
    let head = ModeSpace(report.modes.head)
    let base = ModeSpace(report.modes.base)
    // A diff compares the head modes that have a base counterpart: a change over all of them
    // is described over them, not split by the values of a dimension a mode added extends
    // (`Scheme=dark`, not `Scheme=dark, Colors=a` and `…, Colors=b` beside a new `Colors=c`).
    let compared: ModeSpace? =
      report.kind == .diff && !report.modes.added.isEmpty
      ? ModeSpace(
        report.modes.head.filter(
          ModeCounterparts(
            base: report.modes.base,
            head: report.modes.head,
            renames: ModeRenames(report.modes.renamed)
          ).hasCounterpart
        )
      ) : nil
    // Only modes named by dimensions (`theme=dark, size=mobile`: resolver permutations, theme
    // groups, alternatives) make a space. Plain mode names (`dark` from `$extensions` mode maps)
    // sit beside a default that is no mode of the list, so "every mode" would not be true.
    func space(for modes: [String]) -> ModeSpace? {
      guard modes.allSatisfy({ $0.contains("=") }) else { return nil }
      if !head.modes.isEmpty, head.contains(modes) { return head }
      if !base.modes.isEmpty, base.contains(modes) { return base }
      return nil
    }
    // Changes only: a finding, a contrast result or a blast radius holds in the head's modes,
    // the added ones too, so it is described over all of them.
    // A change in every compared mode is still not one in every mode when the head has modes
    // that were not compared: it is described over the head's (`brand=acme`, beside a brand
    // folder renamed, whose new mode kept the old value), never as every mode.
    func changeSpace(for modes: [String]) -> ModeSpace? {
      if let compared, !compared.modes.isEmpty, modes.allSatisfy({ $0.contains("=") }),
        compared.contains(modes),
        Set(modes).count < compared.modes.count || compared.modes.count == head.modes.count
      {
        return compared
      }
      return space(for: modes)
    }
    report.changes = describeChanges(report.changes, space: changeSpace)
    report.blastRadius = describeByMode(report.blastRadius, space: space, bucket: \.token) {
      radius in
      var key = radius
      key.mode = nil
      return key
    }
    .sorted { ($1.total, $0.token, $0.mode ?? "") < ($0.total, $1.token, $1.mode ?? "") }
    report.contrast = ContrastReview.sorted(
      describeByMode(report.contrast, space: space, bucket: \.foreground) { result in
        var key = result
        key.mode = nil
        return key
      }
    )
    report.findings = report.findings.map { reported in
      var reported = reported
      reported.finding = describe(reported.finding, space: space)
      return reported
    }
  }

  /// Changes equal but for their mode and file, grouped and described. Pure.
  static func describeChanges(
    _ changes: [TokenChange],
    space: ([String]) -> ModeSpace?
  ) -> [TokenChange] {
    describeByMode(changes, space: space, bucket: \.token, signature: ChangeSignature.init)
      .sortedByIndex(
        by: TokenChange.isOrderedBefore
      )
  }

  /// Items equal but for their mode (by `signature`), grouped and described: one item per box,
  /// the group's first item that holds in it, with the box's description as its mode. Items
  /// without a mode, and groups whose modes are not all of one revision, are kept as they are.
  /// Items are grouped by a cheap `bucket` first (items of one group share it: a token's or a
  /// pair's path, whose hash is kept) and compared by `signature` only within a bucket: a
  /// signature holds values, which cost more to hash than to compare. Pure.
  static func describeByMode<Item: ModeScoped, Bucket: Hashable, Signature: Equatable>(
    _ items: [Item],
    space: ([String]) -> ModeSpace?,
    bucket: (Item) -> Bucket,
    signature: (Item) -> Signature
  ) -> [Item] {
    // In the order each group's first item comes.
    var groups: [[Item]] = []
    var groupsByBucket: [Bucket: [(signature: Signature, group: Int)]] = [:]
    var result: [Item] = []
    for item in items {
      guard item.mode != nil else {
        result.append(item)
        continue
      }
      let key = signature(item)
      let place = bucket(item)
      if let known = groupsByBucket[place]?.first(where: { $0.signature == key }) {
        groups[known.group].append(item)
      } else {
        groupsByBucket[place, default: []].append((key, groups.count))
        groups.append([item])
      }
    }
    // Each group is described on its own, so the groups are shared out among the cores (a
    // change over 120 modes is 120 items; a large diff holds tens of thousands of groups).
    let spaced = groups.map { (group: $0, space: space($0.compactMap(\.mode))) }
    return result
      + spaced.parallelMap(runsOf: 64) { group, space in
        space.map { describe(group, over: $0) } ?? group
      }
      .flatMap(\.self)
  }

  /// One group's items, one per box of the smallest description of their modes in `space`
  /// (which holds every one of them): the group's first item that holds in the box, with the
  /// box's description as its mode. Pure.
  private static func describe<Item: ModeScoped>(_ group: [Item], over space: ModeSpace)
    -> [Item]
  {
    func holds(_ box: ModeSpace.Box, in mode: String) -> Bool {
      space.holds(box, in: mode) ?? box.holds(inModeOf: ModeSpace.pairs(of: mode))
    }
    let modes = group.compactMap(\.mode)
    // Each box's item is the group's first that holds in it; boxes whose items cite the same
    // file are then joined (`brand=a|b`), so that each row still cites the file its modes
    // take the token from (light and dark sets changed alike are two rows, one per file).
    var byFile: [(file: String?, boxes: [ModeSpace.Box])] = []
    for box in space.describe(modes, joiningValues: false) {
      guard let item = group.first(where: { holds(box, in: $0.mode ?? "") }) ?? group.first
      else { continue }
      if let at = byFile.firstIndex(where: { $0.file == item.citedFile }) {
        byFile[at].boxes.append(box)
      } else {
        byFile.append((item.citedFile, [box]))
      }
    }
    var described: [Item] = []
    for (file, boxes) in byFile {
      for box in space.joined(boxes) {
        guard
          var item = group.first(where: {
            $0.citedFile == file && holds(box, in: $0.mode ?? "")
          }) ?? group.first
        else { continue }
        item.mode = box.description
        described.append(item)
      }
    }
    return described
  }

  /// A finding's mode, or the modes it was folded from, as their smallest description. Pure.
  static func describe(_ finding: Finding, space: ([String]) -> ModeSpace?) -> Finding {
    let modes = finding.modes.isEmpty ? finding.mode.map { [$0] } ?? [] : finding.modes
    guard !modes.isEmpty, let space = space(modes) else { return finding }
    let boxes = space.describe(modes)
    var described = finding
    if boxes.count == 1 {
      described.mode = boxes[0].description
      described.modes = []
    } else {
      described.mode = nil
      described.modes = boxes.compactMap(\.description)
    }
    return described
  }
}

/// Something reported in one mode, or in every mode (`nil`).
protocol ModeScoped: Sendable {
  var mode: String? { get set }
  /// The file it cites, if any: entries of different files are not joined into one.
  var citedFile: String? { get }
}

extension ModeScoped {
  var citedFile: String? { nil }
}

extension TokenChange: ModeScoped {
  var citedFile: String? { location.file }
}
extension BlastRadius: ModeScoped {}
extension ContrastResult: ModeScoped {}
