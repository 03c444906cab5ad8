import Foundation

extension HolidayTables {
    /// Brazil: national holidays plus each state's own (the "data magna" and others).
    ///
    /// Source: opening_hours.js `src/holidays/br.yaml` (ODbL-1.0), after
    /// https://pt.wikipedia.org/wiki/Feriados_no_Brasil. Election days (first round on
    /// the first Sunday of October, run-off on the last Sunday of October, even years
    /// only, Lei 9.504/1997 art. 1 and 2) as in the reference suite. Dia da Consciência
    /// Negra is national since 2024 (Lei 14.759/2023). Deviation: opening_hours.js lists
    /// Bahia's data magna as 7 February; Independência da Bahia is 2 July.
    static let brazil = HolidayTable(
        "BR",
        rules: [
            .fixed(1, 1, "Ano Novo"),
            .easter(-47, "Carnaval"),
            .easter(-2, "Sexta-feira santa"),
            .fixed(4, 21, "Tiradentes"),
            .fixed(5, 1, "Dia do Trabalhador"),
            .easter(60, "Corpus Christi"),
            .fixed(9, 7, "Independência"),
            .nth(1, .sunday, of: 10, "Eleições (1º turno)").parity(.even),
            .fixed(10, 12, "Nossa Senhora Aparecida"),
            .nth(-1, .sunday, of: 10, "Eleições (2º turno)").parity(.even),
            .fixed(11, 2, "Finados"),
            .fixed(11, 15, "Proclamação da República"),
            .fixed(11, 20, "Dia da Consciência Negra").years(2024...),
            .fixed(12, 25, "Natal"),
        ] + brazilStateRules,
        regions: [
            ("AC", "Acre"), ("AL", "Alagoas"), ("AP", "Amapá"), ("AM", "Amazonas"),
            ("BA", "Bahia"), ("CE", "Ceará"), ("DF", "Distrito Federal"), ("ES", "Espírito Santo"),
            ("GO", "Goiás"), ("MA", "Maranhão"), ("MT", "Mato Grosso"), ("MS", "Mato Grosso do Sul"),
            ("MG", "Minas Gerais"), ("PA", "Pará"), ("PB", "Paraíba"), ("PR", "Paraná"),
            ("PE", "Pernambuco"), ("PI", "Piauí"), ("RJ", "Rio de Janeiro"),
            ("RN", "Rio Grande do Norte"), ("RS", "Rio Grande do Sul"), ("RO", "Rondônia"),
            ("RR", "Roraima"), ("SC", "Santa Catarina"), ("SP", "São Paulo"), ("SE", "Sergipe"),
            ("TO", "Tocantins"),
        ].map { HolidayRegion($0.0, $0.1) }
    )

    private static let brazilStateRules: [HolidayRule] = [
        .fixed(1, 4, "Data magna do estado").only("RO"),
        .fixed(1, 23, "Dia do evangélico").only("AC"),
        .nth(1, .sunday, of: 3, "Data magna do estado").only("PE"),
        .fixed(3, 8, "Alusivo ao Dia Internacional da Mulher").only("AC"),
        .fixed(3, 17, "Aniversário de Aracaju").only("SE"),
        .fixed(3, 18, "Autonomia do estado").only("TO"),
        .fixed(3, 19, "Dia de São José").only("AP"),
        .fixed(3, 25, "Data magna do estado").only("CE"),
        .fixed(4, 21, "Data magna do estado").only("ES", "MG"),
        .fixed(4, 23, "São Jorge").only("RN"),
        .fixed(6, 15, "Aniversário do estado").only("AC"),
        .fixed(6, 18, "Dia do evangélico").only("RO"),
        .fixed(6, 24, "São João").only("AL", "SE"),
        .fixed(6, 29, "São Pedro").only("AL"),
        .fixed(7, 2, "Data magna do estado").only("BA"),
        .fixed(7, 8, "Data magna do estado").only("SE"),
        .fixed(7, 9, "Data magna do estado").only("SP"),
        .fixed(7, 26, "Homenagem a João Pessoa").only("PB"),
        .fixed(7, 28, "Data magna do estado").only("MA"),
        .fixed(8, 5, "Data magna do estado").only("PB"),
        .fixed(8, 11, "Data magna do estado").only("SC"),
        .fixed(8, 15, "Data magna do estado").only("PA"),
        .fixed(9, 5, "Dia da Amazônia").only("AC"),
        .fixed(9, 5, "Data magna do estado").only("AM"),
        .fixed(9, 8, "Nossa Senhora da Natividade").only("TO"),
        .fixed(9, 13, "Data magna do estado").only("AP"),
        .fixed(9, 16, "Emancipação política").only("AL"),
        .fixed(9, 20, "Proclamação da República Rio-Grandense").only("RS"),
        .fixed(10, 3, "Mártires de Cunhaú e Uruaçu").only("RN"),
        .fixed(10, 5, "Data magna do estado").only("RR"),
        .fixed(10, 5, "Criação do estado").only("TO"),
        .fixed(10, 11, "Criação do estado").only("MS"),
        .fixed(10, 19, "Data magna do estado").only("PI"),
        .fixed(11, 17, "Assinatura do Tratado de Petrópolis").only("AC"),
        .fixed(11, 20, "Dia da Consciência Negra").only("AL", "AM", "MT", "RJ"),
        .fixed(11, 25, "Santa Catarina de Alexandria").only("SC"),
        .fixed(11, 30, "Dia do evangélico").only("DF"),
        .fixed(12, 8, "Nossa Senhora da Conceição").only("SE"),
        .fixed(12, 19, "Data magna do estado").only("PR"),
    ]

    /// Argentina.
    ///
    /// Source: opening_hours.js `src/holidays/ar.yaml` (ODbL-1.0), after Ley 27.399:
    /// the movable holidays (Güemes, San Martín, Diversidad Cultural, Soberanía
    /// Nacional) move from Tuesday/Wednesday to the Monday before and from
    /// Thursday/Friday to the Monday after, unless that Monday is already a holiday.
    /// The "días no laborables con fines turísticos", fixed by decree each year, are
    /// not included (the reference suite treats them as ordinary days).
    static let argentina = HolidayTable(
        "AR",
        rules: [
            .fixed(1, 1, "Año Nuevo"),
            .easter(-48, "Carnaval"),
            .easter(-47, "Carnaval"),
            .fixed(3, 24, "Día Nacional de la Memoria por la Verdad y la Justicia"),
            .easter(-2, "Viernes Santo"),
            .fixed(4, 2, "Día del Veterano y de los Caídos en la Guerra de Malvinas"),
            .fixed(5, 1, "Día del Trabajador"),
            .fixed(5, 25, "Día de la Revolución de Mayo"),
            .fixed(6, 17, "Paso a la Inmortalidad del General Don Martín Miguel de Güemes")
                .shift(.argentinaToMonday),
            .fixed(6, 20, "Paso a la Inmortalidad del General D. Manuel Belgrano"),
            .fixed(7, 9, "Día de la Independencia"),
            .fixed(8, 17, "Paso a la Inmortalidad del General José de San Martín")
                .shift(.argentinaToMonday),
            .fixed(10, 12, "Día del Respeto a la Diversidad Cultural").shift(.argentinaToMonday),
            .fixed(11, 20, "Día de la Soberanía Nacional").shift(.argentinaToMonday),
            .fixed(12, 8, "Inmaculada Concepción de María"),
            .fixed(12, 25, "Navidad"),
        ]
    )
}
