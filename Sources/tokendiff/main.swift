import ArgumentParser
import TokenDiffCLI

TokenDiffCommand.main()
