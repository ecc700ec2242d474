import ArgumentParser
import TokenDiffCLI

/// Runs the command in an async context, so `tokendiff comment` can wait for the network.
func runTokenDiff() async {
  await TokenDiffCommand.main()
}

await runTokenDiff()
