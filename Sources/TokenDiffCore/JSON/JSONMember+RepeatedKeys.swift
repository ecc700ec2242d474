/// Members with duplicates removed, keeping the last occurrence in its own place. Pure.
func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
  // Small objects (nearly all of them) are checked pairwise, without a dictionary.
  if members.count <= 16 {
    var hasDuplicate = false
    search: for index in members.indices.dropFirst() {
      for earlier in members.indices[..<index] where members[earlier].key == members[index].key {
        hasDuplicate = true
        break search
      }
    }
    if !hasDuplicate { return members }
  }
  var lastIndex: [String: Int] = [:]
  for (index, member) in members.enumerated() { lastIndex[member.key] = index }
  guard lastIndex.count != members.count else { return members }
  return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
}
