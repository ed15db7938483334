import Foundation
import Testing

@testable import ViperGenSystem

/// The environment and working folder read from the C library are Foundation's.
@Suite("Process environment")
struct ProcessEnvironmentTests {
    @Test func variablesAreProcessInfos() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }

    @Test func currentDirectoryIsFileManagers() {
        #expect(ProcessEnvironment.currentDirectory() == FileManager.default.currentDirectoryPath)
    }
}
