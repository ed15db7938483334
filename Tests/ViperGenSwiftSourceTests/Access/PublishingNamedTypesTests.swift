import Testing

@testable import ViperGenSwiftSource

/// Publishing only the types named: an entry with its members, a type another module names alone.
@Suite("Public interface: named types")
struct PublishingNamedTypesTests {
    @Test func publishingNamedTypesLeavesTheRestInternal() {
        let text = """
            import SwiftUI

            final class PaymentsAssembly: Assembly {
                @MainActor
                func build() -> some View {
                    PaymentsView(viewState: makeViewState())
                }

                @MainActor
                private func makeViewState() -> PaymentsViewState {
                    PaymentsViewState()
                }
            }

            struct PaymentsHelper {}

            """
        #expect(
            PublicInterface.publishing(types: ["PaymentsAssembly"], in: text) == """
                import SwiftUI

                public final class PaymentsAssembly: Assembly {
                    @MainActor
                    public func build() -> some View {
                        PaymentsView(viewState: makeViewState())
                    }

                    @MainActor
                    private func makeViewState() -> PaymentsViewState {
                        PaymentsViewState()
                    }
                }

                struct PaymentsHelper {}

                """)
        #expect(PublicInterface.publishing(types: ["Absent"], in: text) == text)
    }

    @Test func aTypeAloneIsPublishedWithTheMembersThatMustMatchIt() {
        let text = """
            final class PaymentsViewController: UIViewController {
                var presenter: (any PaymentsViewOutputs)?

                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            extension PaymentsViewController: PaymentsViewInputs {
                func configure(entities: PaymentsEntities) {}
            }

            """
        #expect(
            PublicInterface.publishing(typesWithoutMembers: ["PaymentsViewController"], in: text)
                == """
                public final class PaymentsViewController: UIViewController {
                    var presenter: (any PaymentsViewOutputs)?

                    public required init?(coder: NSCoder) { nil }

                    public override func viewDidLoad() {
                        super.viewDidLoad()
                    }
                }

                extension PaymentsViewController: PaymentsViewInputs {
                    func configure(entities: PaymentsEntities) {}
                }

                """)
    }

}
