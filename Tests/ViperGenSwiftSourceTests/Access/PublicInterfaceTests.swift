import Testing

@testable import ViperGenSwiftSource

/// Making a file's declarations public for another module: modifiers where none is written,
/// `open` classes, members, and the initializers Swift would write as internal.
@Suite("Public interface")
struct PublicInterfaceTests {
    @Test func topLevelDeclarationsOfEveryKindBecomePublic() {
        let text = """
            import Foundation

            /// Docs.
            protocol Box: AnyObject {
                var value: Int { get set }
                func open()
            }
            typealias Boxes = [Box]
            enum Kind { case open, closed }
            actor Counter {}
            func helper() {}
            let limit = 3

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                import Foundation

                /// Docs.
                public protocol Box: AnyObject {
                    var value: Int { get set }
                    func open()
                }
                public typealias Boxes = [Box]
                public enum Kind { case open, closed }
                public actor Counter {
                    /// Makes one with every property at its initial value; public for other modules.
                    public init() {}
                }
                public func helper() {}
                public let limit = 3

                """)
    }

    @Test func classesNotFinalBecomeOpenAndTheirMembersPublic() {
        let text = """
            class Assembly {
                let container: any Container

                required init(container: any Container) {
                    self.container = container
                }

                func weakBox<T>(_ configure: () -> T) -> T {
                    let local = 1
                    return container.weakBox(configure)
                }
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                open class Assembly {
                    public let container: any Container

                    public required init(container: any Container) {
                        self.container = container
                    }

                    public func weakBox<T>(_ configure: () -> T) -> T {
                        let local = 1
                        return container.weakBox(configure)
                    }
                }

                """)
    }

    @Test func modifiersGoAfterAttributesAndWrittenAccessLevelsStay() {
        let text = """
            @Observable
            @MainActor
            final class Service: ServiceType {
                @ObservationIgnored private var cache: [Int] = []
                private(set) var count = 0
                fileprivate var hidden = 0
                internal var kept = 0
                @Published var items: [Int] = []
                @MainActor @ViewBuilder
                static func make() -> Service { Service() }
                nonisolated(unsafe) var shared = 0
                weak var delegate: AnyObject?
                deinit {}
            }

            """
        let published = PublicInterface.publishingAll(inFiles: [text, "protocol ServiceType {}"])
        #expect(
            published[0] == """
                @Observable
                @MainActor
                public final class Service: ServiceType {
                    @ObservationIgnored private var cache: [Int] = []
                    public private(set) var count = 0
                    fileprivate var hidden = 0
                    internal var kept = 0
                    @Published public var items: [Int] = []
                    @MainActor @ViewBuilder
                    public static func make() -> Service { Service() }
                    public nonisolated(unsafe) var shared = 0
                    public weak var delegate: AnyObject?
                    deinit {}

                    /// Makes one with every property at its initial value; public for other modules.
                    public init() {}
                }

                """)
        #expect(published[1] == "public protocol ServiceType {}")
    }

    @Test func extensionsGetPublicMembersUnlessTheirTypeIsKeptPrivate() {
        let text = """
            extension Applier {
                func apply<T: Assembly>(_ type: T.Type) {
                    apply(type, name: nil)
                }
            }

            private struct Hidden {}

            extension Hidden {
                func look() {}
            }

            public extension Other {
                func kept() {}
            }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                extension Applier {
                    public func apply<T: Assembly>(_ type: T.Type) {
                        apply(type, name: nil)
                    }
                }

                private struct Hidden {}

                extension Hidden {
                    func look() {}
                }

                public extension Other {
                    func kept() {}
                }

                """)
    }

    @Test func commentsStringsAndConditionalBranchesAreReadAsSwiftReadsThem() {
        let text = """
            // class Commented {}
            let text = "struct Quoted {}"
            #if DEBUG
            func debugOnly() {}
            #else
            func releaseOnly() {}
            #endif
            enum `Type` { case `class` }

            """
        #expect(
            PublicInterface.publishingAll(in: text) == """
                // class Commented {}
                public let text = "struct Quoted {}"
                #if DEBUG
                public func debugOnly() {}
                #else
                public func releaseOnly() {}
                #endif
                public enum `Type` { case `class` }

                """)
    }

    @Test func lineBreaksOfTheFileAreKept() {
        let text = "struct Point {\r\n    var x: Int\r\n}\r\n"
        #expect(
            PublicInterface.publishingAll(in: text)
                == "public struct Point {\r\n    public var x: Int\r\n\r\n"
                + "    /// The memberwise initializer, public for other modules.\r\n"
                + "    public init(x: Int) {\r\n        self.x = x\r\n    }\r\n}\r\n")
    }

    @Test func publishingTwiceChangesNothingMore() {
        let text = "class A {\n    var x = 1\n}\nstruct B {\n    let y: Int\n}\n"
        let once = PublicInterface.publishingAll(in: text)
        #expect(once != text)
        #expect(PublicInterface.publishingAll(in: once) == once)
    }
}
