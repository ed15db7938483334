extension FirstAsyncChange {
    /// The builder change: `loadTitle()` on the interactor's input, awaited by the presenter.
    static let builder = [
        FirstAsyncChange(
            description: "builder", projectArguments: ["--style", "builder"], hasService: false,
            edits: [
                SourceEdit(
                    path: "\(builderInteractorFolder)/PaymentsInteractorIO.swift",
                    old: "    func loadModel()\n",
                    new: """
                            func loadModel()
                            /// The screen's title.
                            func loadTitle() async -> String

                        """),
                SourceEdit(
                    path: "\(builderInteractorFolder)/PaymentsInteractor.swift",
                    old: "    func loadModel() {\n",
                    new: """
                            func loadTitle() async -> String {
                                "Payments"
                            }

                            func loadModel() {

                        """),
                SourceEdit(
                    path: "\(builderPresenterFolder)/PaymentsPresenter.swift",
                    old: "    func viewDidLoad() {\n",
                    new: """
                            func viewAppeared() async {
                                view?.show(title: await interactor.loadTitle())
                            }

                            func viewDidLoad() {

                        """),
                SourceEdit(
                    path: "Tests/MyAppTests/Payments/PaymentsInteractorSpy.swift",
                    old: "    func loadModel() {\n",
                    new: """
                            func loadTitle() async -> String {
                                "Payments"
                            }

                            func loadModel() {

                        """),
            ])
    ]

    /// The Payments interactor's folder in a builder project.
    private static let builderInteractorFolder =
        "Sources/MyApp/Classes/Modules/Payments/Application Logic/Interactor"
    /// The Payments presenter's folder in a builder project.
    private static let builderPresenterFolder =
        "Sources/MyApp/Classes/Modules/Payments/User Interface/Presenter"
}
