//  PaymentsViewModel.swift (from the project's template)

import Observation

@Observable
final class PaymentsViewModel {
    var title = "Payments"
}
