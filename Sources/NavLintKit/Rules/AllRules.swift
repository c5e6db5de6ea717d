/// The rule registry: a literal list, which also drives `navlint rules`, `explain`, the
/// SARIF rule table and the documentation.
public enum AllRules {
    public static let rules: [any Rule.Type] = [
        SharedStackAcrossTabsRule.self,
        DestinationInLazyContainerRule.self,
        NestedStackRule.self,
        DuplicateDestinationRule.self,
        DestinationOnPushedScreenRule.self,
        DeprecatedNavigationViewRule.self,
        MixedNavigationContainersRule.self,
        ViewBasedLinkRule.self,
        ButtonWrapsLinkRule.self,
        PathInBodyRule.self,
        RouterNotMainActorRule.self,
        PathMutatedOffMainActorRule.self,
        TabSelectionUnboundRule.self,
        TypedPathMismatchRule.self,
        NonHashablePathValueRule.self,
        NonCodablePathValueRule.self,
        RestorationStoresModelsRule.self,
        RestorationCrashesOnDecodeRule.self,
        UnreachableScreenRule.self,
        UnreachableDestinationRule.self,
        MissingDestinationRule.self,
        NavigationTrapRule.self,
        LinkOutsideStackRule.self,
        PopPastRootRule.self,
        DestinationOutsideStackRule.self,
        ExcessiveDepthRule.self,
        ExplorationTruncatedRule.self,
        BrokenDeepLinkRule.self,
        DeepLinkStateDependentRule.self,
        DeepLinkHiddenByModalRule.self,
        DeepLinkAmbiguousRule.self,
        DeepLinkOnlyScreenRule.self,
    ]

    /// Rules of SPEC.md section 3 not checked yet, with the issue that brings them. A test
    /// checks that this list and `rules` together cover the contract.
    public static let pending: [(id: String, issue: Int)] = []

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// Ids a configuration or an `ignore` list may name.
    public static var knownIDs: Set<String> {
        Set(descriptions.map(\.id)).union(pending.map(\.id)).union([SwiftFrontEnd.unresolvedID])
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
