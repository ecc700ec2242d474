// The libFuzzer entry point both fuzz binaries share: the target named by the FUZZ_TARGET
// environment variable, looked up in the `fuzzTargets` table its harness defines
// (Fuzz/Harness for TokenDiffCore, Fuzz/ModuleHarness for the targets that need swift-syntax or
// Yams).

#if canImport(Glibc)
  import Glibc
#endif

let selectedTarget: ([UInt8]) -> Void = {
  let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = fuzzTargets[name] else {
    let known = fuzzTargets.keys.sorted().joined(separator: ", ")
    fputs("FUZZ_TARGET must be one of: \(known)\n", stderr)
    exit(2)
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  selectedTarget(bytes)
  return 0
}
