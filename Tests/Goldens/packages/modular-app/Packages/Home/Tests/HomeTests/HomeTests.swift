import Testing

@testable import Home

struct HomeTests {
    @Test func viewBuilds() {
        _ = HomeView()
    }
}
