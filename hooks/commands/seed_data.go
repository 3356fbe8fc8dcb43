package commands

// Word lists of the synthetic data (`voluntech seed`). Names come from many
// languages; countries carry their cities and main language so a profile
// reads as one person; skills, roles and tags follow the category.

var seedFirstNames = []string{
	"Aaliyah", "Aarav", "Abdul", "Ada", "Adam", "Adebayo", "Adriana", "Ahmed", "Aiko", "Aisha", "Alejandro", "Alex",
	"Alice", "Amara", "Amir", "Ana", "Anders", "Andrea", "Anna", "Ansel", "Arjun", "Aroha", "Ayesha", "Beatriz",
	"Ben", "Bilal", "Camila", "Carlos", "Carmen", "Chen", "Chidi", "Chloe", "Chiara", "Daniel", "Dara", "David",
	"Diego", "Dina", "Elena", "Elif", "Eliza", "Emeka", "Emma", "Eva", "Fatima", "Felix", "Fernando", "Fiona",
	"Freya", "Gabriel", "Grace", "Hana", "Hannah", "Hassan", "Hiroshi", "Hugo", "Ibrahim", "Ines", "Ingrid", "Isaac",
	"Isabel", "Ivan", "Jamal", "James", "Javier", "Jin", "Joao", "Jonas", "Jorge", "Julia", "Kai", "Karim",
	"Kenji", "Khadija", "Kofi", "Laila", "Lars", "Layla", "Leila", "Leo", "Lina", "Lucas", "Lucia", "Luis",
	"Maria", "Marta", "Mateo", "Maya", "Mei", "Mohammed", "Nadia", "Naomi", "Nia", "Nikolai", "Nina", "Noah",
	"Nour", "Olga", "Omar", "Oscar", "Pablo", "Priya", "Rahul", "Rania", "Ravi", "Rosa", "Ruth", "Sam",
	"Samir", "Sara", "Sofia", "Sven", "Tariq", "Tomas", "Uma", "Valentina", "Wei", "Yara", "Yusuf", "Zara",
	"Zeynep", "Zoe",
}

var seedLastNames = []string{
	"Abbas", "Adeyemi", "Ahmed", "Alvarez", "Andersen", "Bakker", "Banerjee", "Becker", "Bianchi", "Brown", "Carvalho",
	"Chen", "Costa", "Dubois", "Eriksson", "Fernandes", "Fischer", "Garcia", "Ghosh", "Gonzalez", "Haddad", "Hansen",
	"Hoffmann", "Hussein", "Ibrahim", "Ivanova", "Jansen", "Jensen", "Johnson", "Kaya", "Khan", "Kim", "Kowalski",
	"Kumar", "Larsen", "Lee", "Lopez", "Martin", "Mendes", "Meyer", "Moreau", "Mueller", "Murphy", "Nakamura",
	"Nasser", "Nguyen", "Novak", "Obi", "Okafor", "Okonkwo", "Olsen", "Ortiz", "Patel", "Pereira", "Petrov",
	"Popescu", "Rahman", "Ramos", "Ricci", "Rossi", "Saleh", "Santos", "Sato", "Schmidt", "Silva", "Singh",
	"Smith", "Suzuki", "Tanaka", "Taylor", "Torres", "Wang", "Weber", "Williams", "Wilson", "Yamamoto", "Yilmaz",
	"Young", "Zhang", "Zhou",
}

// seedPlace is a country (ISO code) with its weight, dial code lookup,
// cities and the language most people there speak besides English.
type seedPlace struct {
	Code     string
	Weight   int
	Language string
	Cities   []string
}

var seedPlaces = []seedPlace{
	{"GB", 14, "en", []string{"London", "Manchester", "Birmingham", "Leeds", "Glasgow", "Bristol", "Edinburgh"}},
	{"US", 12, "es", []string{"New York", "San Francisco", "Austin", "Chicago", "Seattle", "Boston", "Atlanta"}},
	{"IN", 10, "hi", []string{"Bengaluru", "Mumbai", "Delhi", "Hyderabad", "Pune", "Chennai"}},
	{"JO", 6, "ar", []string{"Amman", "Irbid", "Zarqa", "Aqaba"}},
	{"NG", 6, "yo", []string{"Lagos", "Abuja", "Ibadan", "Port Harcourt"}},
	{"EG", 5, "ar", []string{"Cairo", "Alexandria", "Giza"}},
	{"DE", 5, "de", []string{"Berlin", "Munich", "Hamburg", "Cologne", "Frankfurt"}},
	{"FR", 4, "fr", []string{"Paris", "Lyon", "Marseille", "Toulouse", "Lille"}},
	{"ES", 4, "es", []string{"Madrid", "Barcelona", "Valencia", "Seville"}},
	{"PT", 3, "pt", []string{"Lisbon", "Porto", "Braga"}},
	{"BR", 4, "pt", []string{"Sao Paulo", "Rio de Janeiro", "Belo Horizonte", "Recife"}},
	{"KE", 3, "sw", []string{"Nairobi", "Mombasa", "Kisumu"}},
	{"GH", 2, "en", []string{"Accra", "Kumasi"}},
	{"ZA", 3, "af", []string{"Cape Town", "Johannesburg", "Durban"}},
	{"AE", 3, "ar", []string{"Dubai", "Abu Dhabi", "Sharjah"}},
	{"SA", 2, "ar", []string{"Riyadh", "Jeddah"}},
	{"PK", 3, "ur", []string{"Karachi", "Lahore", "Islamabad"}},
	{"BD", 2, "bn", []string{"Dhaka", "Chittagong"}},
	{"TR", 3, "tr", []string{"Istanbul", "Ankara", "Izmir"}},
	{"IT", 3, "it", []string{"Milan", "Rome", "Turin", "Bologna"}},
	{"NL", 2, "nl", []string{"Amsterdam", "Rotterdam", "Utrecht"}},
	{"SE", 2, "sv", []string{"Stockholm", "Gothenburg", "Malmo"}},
	{"PL", 2, "pl", []string{"Warsaw", "Krakow", "Wroclaw"}},
	{"CA", 3, "fr", []string{"Toronto", "Montreal", "Vancouver"}},
	{"MX", 2, "es", []string{"Mexico City", "Guadalajara", "Monterrey"}},
	{"AR", 1, "es", []string{"Buenos Aires", "Cordoba"}},
	{"JP", 2, "ja", []string{"Tokyo", "Osaka", "Fukuoka"}},
	{"KR", 1, "ko", []string{"Seoul", "Busan"}},
	{"CN", 2, "zh", []string{"Shanghai", "Shenzhen", "Beijing"}},
	{"ID", 2, "id", []string{"Jakarta", "Bandung", "Surabaya"}},
	{"PH", 2, "tl", []string{"Manila", "Cebu City"}},
	{"VN", 1, "vi", []string{"Ho Chi Minh City", "Hanoi"}},
	{"AU", 2, "en", []string{"Sydney", "Melbourne", "Brisbane"}},
	{"IE", 1, "ga", []string{"Dublin", "Cork"}},
	{"LB", 1, "ar", []string{"Beirut", "Tripoli"}},
	{"MA", 1, "ar", []string{"Casablanca", "Rabat", "Marrakesh"}},
}

// seedTracks are, per volunteer category, the roles and skills of people
// in it and the tags they give themselves.
var seedTracks = map[string]struct{ Roles, Skills, Tags []string }{
	"Software Development": {[]string{"Software developer", "Backend engineer", "Full-stack developer", "Software engineer"},
		[]string{"Go", "Java", "Python", "C#", "Rust", "Kotlin", "PostgreSQL", "Docker", "REST APIs", "Git", "Microservices", "Testing"},
		[]string{"Backend", "Open source", "APIs", "Clean code", "Distributed systems"}},
	"Web Development": {[]string{"Web developer", "Frontend developer", "Full-stack developer", "JavaScript developer"},
		[]string{"JavaScript", "TypeScript", "React", "Vue", "Node.js", "HTML and CSS", "Next.js", "Accessibility", "GraphQL", "Tailwind"},
		[]string{"Frontend", "React", "Accessibility", "Performance", "Web"}},
	"Mobile Development": {[]string{"Mobile developer", "iOS developer", "Android developer", "Flutter developer"},
		[]string{"Swift", "Kotlin", "Flutter", "React Native", "Dart", "Firebase", "Android", "iOS", "Mobile UX"},
		[]string{"Mobile", "Apps", "Flutter", "iOS", "Android"}},
	"Data and Analytics": {[]string{"Data analyst", "Data scientist", "Analytics engineer", "BI developer"},
		[]string{"Python", "SQL", "Pandas", "Power BI", "Tableau", "Statistics", "Machine learning", "dbt", "Excel", "R"},
		[]string{"Data", "Dashboards", "Machine learning", "Analytics", "Python"}},
	"UI/UX Design": {[]string{"Product designer", "UX designer", "UI designer", "UX researcher"},
		[]string{"Figma", "User research", "Prototyping", "Design systems", "Wireframing", "Usability testing", "Illustrator", "Interaction design"},
		[]string{"UX", "Design systems", "Research", "Accessibility", "Product"}},
	"Product Management": {[]string{"Product manager", "Product owner", "Associate product manager"},
		[]string{"Roadmapping", "User stories", "Agile", "Scrum", "Jira", "Discovery", "Analytics", "Stakeholder management"},
		[]string{"Product", "Agile", "Strategy", "Startups"}},
	"DevOps and Cloud": {[]string{"DevOps engineer", "Site reliability engineer", "Cloud engineer", "Platform engineer"},
		[]string{"AWS", "Azure", "Kubernetes", "Terraform", "Docker", "Linux", "CI/CD", "Monitoring", "Ansible", "Google Cloud"},
		[]string{"Cloud", "DevOps", "Kubernetes", "Automation", "Infrastructure"}},
	"Quality Assurance": {[]string{"QA engineer", "Test analyst", "Automation tester"},
		[]string{"Selenium", "Cypress", "Playwright", "Manual testing", "Test plans", "API testing", "Jest", "Postman"},
		[]string{"Testing", "Quality", "Automation"}},
	"Cybersecurity": {[]string{"Security analyst", "Penetration tester", "Security engineer"},
		[]string{"Penetration testing", "Network security", "OWASP", "SIEM", "Incident response", "Linux", "Cryptography", "Threat modelling"},
		[]string{"Security", "Privacy", "Networks"}},
	"Digital Marketing": {[]string{"Digital marketer", "Growth marketer", "SEO specialist", "Social media manager"},
		[]string{"SEO", "Google Ads", "Content strategy", "Email marketing", "Social media", "Analytics", "Copywriting", "HubSpot"},
		[]string{"Marketing", "Growth", "SEO", "Social media"}},
	"Content and Copywriting": {[]string{"Copywriter", "Content writer", "Technical writer", "Editor"},
		[]string{"Copywriting", "Technical writing", "Editing", "Storytelling", "SEO", "Blogging", "Documentation"},
		[]string{"Writing", "Content", "Documentation"}},
	"Sales and Business Development": {[]string{"Sales representative", "Business developer", "Account manager"},
		[]string{"Negotiation", "CRM", "Lead generation", "Salesforce", "Partnerships", "Presentations"},
		[]string{"Sales", "Partnerships", "B2B"}},
	"Project Management": {[]string{"Project manager", "Scrum master", "Delivery manager"},
		[]string{"Agile", "Scrum", "Kanban", "Risk management", "Jira", "Budgeting", "Stakeholder management"},
		[]string{"Projects", "Agile", "Delivery"}},
	"Finance and Accounting": {[]string{"Accountant", "Financial analyst", "Bookkeeper"},
		[]string{"Excel", "Financial modelling", "Bookkeeping", "Xero", "Forecasting", "Budgeting", "Tax"},
		[]string{"Finance", "Startups", "Fundraising"}},
	"Human Resources": {[]string{"HR coordinator", "Recruiter", "People partner"},
		[]string{"Recruiting", "Onboarding", "Employee relations", "HR policies", "Interviewing", "Learning and development"},
		[]string{"People", "Hiring", "Culture"}},
	"Legal": {[]string{"Paralegal", "Legal adviser", "Compliance officer"},
		[]string{"Contracts", "GDPR", "Compliance", "Intellectual property", "Employment law", "Legal research"},
		[]string{"Legal", "Privacy", "Compliance"}},
}

// seedCommonTags are tags any volunteer may add.
var seedCommonTags = []string{"Remote", "Mentoring", "Climate", "Education", "Health", "Social impact", "Nonprofit", "Fintech", "Startups", "Volunteering"}

var (
	seedAboutOpen = []string{
		"%s from %s with a love for practical problems.",
		"%s based in %s, keen to put my skills to good use.",
		"I am a %s in %s who enjoys learning from a team.",
		"Self-taught %s living in %s.",
		"%s from %s, curious and reliable.",
	}
	seedAboutMiddle = []string{
		"I have worked with %s and %s on real projects.",
		"Most of my recent work used %s and %s.",
		"I am strongest in %s, and I am getting better at %s.",
		"Colleagues come to me for %s and %s.",
	}
	seedAboutClose = []string{
		"I want to help a small team ship something people need.",
		"Volunteering is how I give back and keep growing.",
		"I enjoy mentoring and being mentored.",
		"I care about accessible, honest products.",
		"I would love to join a mission-driven start-up.",
		"Looking for a team that values clear communication.",
	}
	seedAspirations = []string{
		"Grow into a senior role and lead projects end to end.",
		"Move into a role where I can mentor others.",
		"Build a portfolio of work that makes a difference.",
		"Become a specialist in my field within three years.",
	}
	seedOpportunities = []string{
		"A few hours a week with an early-stage start-up.",
		"A remote project with a clear goal and a friendly team.",
		"A social-impact company that needs an extra pair of hands.",
		"A team where I can learn from experienced people.",
	}
	seedCompanyFirst = []string{"Blue", "Bright", "Green", "North", "Open", "Swift", "Clear", "Kind", "Solar", "Urban", "Nova", "Terra", "Pixel", "Cedar", "River", "Atlas", "Orbit", "Maple", "Coral", "Spark"}
	seedCompanyLast  = []string{"Labs", "Works", "Health", "Learn", "Pay", "Data", "Grid", "Logic", "Systems", "Studio", "Bridge", "Hub", "Loop", "Path", "Field", "Wave", "Stack", "Nest", "Point", "Forge"}
	seedCompanyTags  = []string{"AI", "Climate", "Health", "Education", "Payments", "Marketplace", "SaaS", "Mobile", "Data", "IoT", "Energy", "Logistics", "Retail", "Media", "Security", "Social impact", "Agriculture", "Travel"}
	seedCompanyWhat  = []string{
		"builds software that helps %s teams work faster",
		"makes %s tools for small businesses",
		"runs a %s platform for communities",
		"develops %s products for schools and clinics",
		"connects people through a %s marketplace",
	}
)
