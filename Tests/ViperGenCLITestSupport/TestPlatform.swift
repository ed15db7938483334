/// Facts about the machine the tests run on, for traits that skip a test with a reason.
package enum TestPlatform {
    /// Whether the tests run on Linux (where `/proc`, `setpriv` and `runuser` exist).
    package static var isLinux: Bool {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }
}
