import Testing

@testable import Settings

struct SettingsTests {
    @Test func viewBuilds() {
        _ = SettingsView()
    }
}
